import { createFileRoute } from '@tanstack/react-router';
import { checkScreen } from './-book-checks.ts';
import { BooksForm } from './-books.tsx';

export const Route = createFileRoute('/app/admin-stock/$screen/new/$businessUnitId')({
  beforeLoad: ({ params }) => checkScreen(params.screen, true),
  component: () => <BooksForm mirror={true} />,
});
