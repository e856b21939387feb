import { createFileRoute } from '@tanstack/react-router';
import { validateStockCardSearch } from '@vlegal/features/books/stockCardSearch.ts';
import { checkCard } from './-book-checks.ts';
import { BooksCard } from './-books.tsx';

export const Route = createFileRoute('/app/business-unit-material/$screen/$id/card')({
  validateSearch: validateStockCardSearch,
  beforeLoad: ({ params, context, location }) =>
    checkCard(params.screen, false, location.pathname, context.account.authorities),
  component: () => <BooksCard mirror={false} />,
});
