import { createFileRoute } from '@tanstack/react-router';
import { checkScreen } from './-book-checks.ts';
import { BooksAddOtherUsage } from './-books.tsx';

export const Route = createFileRoute('/app/business-unit-material/$screen/$id/add-other-usage')({
  beforeLoad: ({ params }) => checkScreen(params.screen, false, true),
  component: () => <BooksAddOtherUsage mirror={false} />,
});
