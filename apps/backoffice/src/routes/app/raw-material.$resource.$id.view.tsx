import { createFileRoute } from '@tanstack/react-router';
import { loadItem, ViewPage } from './general-setting/-resource-routes.tsx';

export const Route = createFileRoute('/app/raw-material/$resource/$id/view')({
  loader: ({ context, params }) => loadItem(context.queryClient, 'raw-material', params.resource, params.id),
  component: () => <ViewPage group="raw-material" />,
});
