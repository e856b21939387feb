import { createFileRoute } from '@tanstack/react-router';
import { checkScreen } from './-book-checks.ts';
import { BooksForm } from './-books.tsx';

export const Route = createFileRoute('/app/business-unit-material/$screen/new')({
  beforeLoad: ({ params }) => checkScreen(params.screen, false),
  component: () => <BooksForm mirror={false} />,
});
