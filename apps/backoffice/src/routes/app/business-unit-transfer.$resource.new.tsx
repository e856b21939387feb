import { createFileRoute } from '@tanstack/react-router';

import { checkForm } from './-document-checks.ts';
import { DocumentForm } from './-document-routes.tsx';

export const Route = createFileRoute('/app/business-unit-transfer/$resource/new')({
  beforeLoad: ({ params }) => checkForm('transfer', 'unit', params.resource),
  component: () => <DocumentForm area="transfer" scope="unit" />,
});
