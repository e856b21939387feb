import { createFileRoute } from '@tanstack/react-router';
import { loadItem, ViewPage } from './general-setting/-resource-routes.tsx';

export const Route = createFileRoute('/app/preparation/$resource/$id/view')({
  loader: ({ context, params }) => loadItem(context.queryClient, 'preparation', params.resource, params.id),
  component: () => <ViewPage group="preparation" />,
});
