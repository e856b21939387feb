import { createFileRoute } from '@tanstack/react-router';
import { FormPage, loadItem } from './general-setting/-resource-routes.tsx';

export const Route = createFileRoute('/app/raw-material/$resource/$id/edit')({
  loader: ({ context, params }) => loadItem(context.queryClient, 'raw-material', params.resource, params.id),
  component: () => <FormPage group="raw-material" />,
});
