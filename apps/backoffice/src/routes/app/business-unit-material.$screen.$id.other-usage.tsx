import { createFileRoute } from '@tanstack/react-router';
import { validatePermitViewSearch } from '@vlegal/features/business-unit/permitPaths.ts';
import { checkScreen } from './-book-checks.ts';
import { BooksOtherUsage } from './-books.tsx';

export const Route = createFileRoute('/app/business-unit-material/$screen/$id/other-usage')({
  validateSearch: validatePermitViewSearch,
  beforeLoad: ({ params }) => checkScreen(params.screen, false, true),
  component: () => <BooksOtherUsage mirror={false} />,
});
