import { createFileRoute } from '@tanstack/react-router';

import { checkForm } from './-document-checks.ts';
import { DocumentForm } from './-document-routes.tsx';

export const Route = createFileRoute('/app/business-unit-export/$resource/new')({
  beforeLoad: ({ params }) => checkForm('export', 'unit', params.resource),
  component: () => <DocumentForm area="export" scope="unit" />,
});
