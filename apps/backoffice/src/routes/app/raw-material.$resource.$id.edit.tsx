import { createFileRoute } from '@tanstack/react-router';
import { FormPage } from './general-setting/-form-page.tsx';
import { loadItem } from './general-setting/-resource-routes.ts';

export const Route = createFileRoute('/app/raw-material/$resource/$id/edit')({
  loader: ({ context, params }) => loadItem(context.queryClient, 'raw-material', params.resource, params.id),
  component: () => <FormPage group="raw-material" />,
});
