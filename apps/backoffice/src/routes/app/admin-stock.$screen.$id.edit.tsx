import { createFileRoute } from '@tanstack/react-router';
import { BooksForm, checkScreen } from './-books.tsx';

export const Route = createFileRoute('/app/admin-stock/$screen/$id/edit')({
  beforeLoad: ({ params }) => checkScreen(params.screen, true),
  component: () => <BooksForm mirror={true} />,
});
