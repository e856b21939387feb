import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '@vlegal/features/resource-screens/listSearch.ts';
import { checkScreen } from './-book-checks.ts';
import { BooksList } from './-books.tsx';

export const Route = createFileRoute('/app/admin-stock/$screen/')({
  validateSearch: validateListSearch,
  beforeLoad: ({ params }) => checkScreen(params.screen, true),
  component: () => <BooksList mirror={true} />,
});
