import { createFileRoute } from '@tanstack/react-router';
import { validateStockCardSearch } from '@vlegal/features/books/stockCardSearch.ts';
import { checkCard } from './-book-checks.ts';
import { BooksCard } from './-books.tsx';

export const Route = createFileRoute('/app/admin-stock/$screen/$id/card')({
  validateSearch: validateStockCardSearch,
  beforeLoad: ({ params, context, location }) =>
    checkCard(params.screen, true, location.pathname, context.account.authorities),
  component: () => <BooksCard mirror={true} />,
});
