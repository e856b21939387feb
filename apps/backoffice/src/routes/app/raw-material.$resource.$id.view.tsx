import { createFileRoute } from '@tanstack/react-router';
import { ViewPage } from './general-setting/-view-page.tsx';
import { loadItem } from './general-setting/-resource-routes.ts';

export const Route = createFileRoute('/app/raw-material/$resource/$id/view')({
  loader: ({ context, params }) => loadItem(context.queryClient, 'raw-material', params.resource, params.id),
  component: () => <ViewPage group="raw-material" />,
});
