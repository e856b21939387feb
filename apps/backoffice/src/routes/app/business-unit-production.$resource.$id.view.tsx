import { createFileRoute } from '@tanstack/react-router';
import { validatePartyViewSearch } from '@vlegal/features/books/import/paths.ts';
import { ImportView, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/business-unit-production/$resource/$id/view')({
  validateSearch: validatePartyViewSearch,
  beforeLoad: ({ params }) => void kindOf('production', 'unit', params.resource),
  component: () => <ImportView area="production" scope="unit" />,
});
