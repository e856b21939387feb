import { createFileRoute } from '@tanstack/react-router';
import { checkScreen } from './-book-checks.ts';
import { BooksAddOtherUsage } from './-books.tsx';

export const Route = createFileRoute('/app/admin-stock/$screen/$id/add-other-usage')({
  beforeLoad: ({ params }) => checkScreen(params.screen, true, true),
  component: () => <BooksAddOtherUsage mirror={true} />,
});
