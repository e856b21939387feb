import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '@vlegal/features/resource-screens/listSearch.ts';
import { ImportList, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/business-unit-transfer/$resource/')({
  validateSearch: validateListSearch,
  beforeLoad: ({ params }) => void kindOf('transfer', 'unit', params.resource),
  component: () => <ImportList area="transfer" scope="unit" />,
});
