import { createFileRoute } from '@tanstack/react-router';

import { ImportForm, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/business-unit-production/$resource/new')({
  beforeLoad: ({ params }) => void kindOf('production', 'unit', params.resource),
  component: () => <ImportForm area="production" scope="unit" />,
});
