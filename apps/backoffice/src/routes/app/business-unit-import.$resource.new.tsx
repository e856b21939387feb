import { createFileRoute } from '@tanstack/react-router';

import { checkForm } from './-document-checks.ts';
import { DocumentForm } from './-document-routes.tsx';

export const Route = createFileRoute('/app/business-unit-import/$resource/new')({
  beforeLoad: ({ params }) => checkForm('import', 'unit', params.resource),
  component: () => <DocumentForm area="import" scope="unit" />,
});
