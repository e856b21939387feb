import { createFileRoute } from '@tanstack/react-router';

import { checkForm } from './-document-checks.ts';
import { DocumentForm } from './-document-routes.tsx';

export const Route = createFileRoute('/app/business-unit-production/$resource/new')({
  beforeLoad: ({ params }) => checkForm('production', 'unit', params.resource),
  component: () => <DocumentForm area="production" scope="unit" />,
});
