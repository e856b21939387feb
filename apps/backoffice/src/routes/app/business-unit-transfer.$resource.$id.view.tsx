import { createFileRoute } from '@tanstack/react-router';
import { validatePartyViewSearch } from '@vlegal/features/books/import/paths.ts';
import { ImportView, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/business-unit-transfer/$resource/$id/view')({
  validateSearch: validatePartyViewSearch,
  beforeLoad: ({ params }) => void kindOf('transfer', 'unit', params.resource),
  component: () => <ImportView area="transfer" scope="unit" />,
});
