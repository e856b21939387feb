import { createFileRoute } from '@tanstack/react-router';
import { BooksForm, checkScreen } from './-books.tsx';

export const Route = createFileRoute('/app/business-unit-material/$screen/new')({
  beforeLoad: ({ params }) => checkScreen(params.screen, false),
  component: () => <BooksForm mirror={false} />,
});
