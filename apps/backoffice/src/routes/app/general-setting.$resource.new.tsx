import { createFileRoute } from '@tanstack/react-router';
import { FormPage, loadItem } from './general-setting/-resource-routes.tsx';

export const Route = createFileRoute('/app/general-setting/$resource/new')({
  loader: ({ context, params }) => loadItem(context.queryClient, 'general-setting', params.resource),
  component: () => <FormPage group="general-setting" />,
});
