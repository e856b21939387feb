import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '@vlegal/features/resource-screens/listSearch.ts';
import { ImportList, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/business-unit-production/$resource/')({
  validateSearch: validateListSearch,
  beforeLoad: ({ params }) => void kindOf('production', 'unit', params.resource),
  component: () => <ImportList area="production" scope="unit" />,
});
