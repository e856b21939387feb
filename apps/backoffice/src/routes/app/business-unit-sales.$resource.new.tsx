import { createFileRoute } from '@tanstack/react-router';

import { checkForm } from './-document-checks.ts';
import { DocumentForm } from './-document-routes.tsx';

export const Route = createFileRoute('/app/business-unit-sales/$resource/new')({
  beforeLoad: ({ params }) => checkForm('sales', 'unit', params.resource),
  component: () => <DocumentForm area="sales" scope="unit" />,
});
