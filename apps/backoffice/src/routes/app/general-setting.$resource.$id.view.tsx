import { createFileRoute } from '@tanstack/react-router';
import { loadItem, ViewPage } from './general-setting/-resource-routes.tsx';

export const Route = createFileRoute('/app/general-setting/$resource/$id/view')({
  loader: ({ context, params }) =>
    loadItem(context.queryClient, 'general-setting', params.resource, params.id),
  component: () => <ViewPage group="general-setting" />,
});
