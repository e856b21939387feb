import { createFileRoute } from '@tanstack/react-router';

import { checkForm, ImportForm } from './-import-routes.tsx';

export const Route = createFileRoute('/app/business-unit-production/$resource/new')({
  beforeLoad: ({ params }) => checkForm('production', 'unit', params.resource),
  component: () => <ImportForm area="production" scope="unit" />,
});
