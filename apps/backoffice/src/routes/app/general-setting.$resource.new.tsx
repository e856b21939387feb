import { createFileRoute } from '@tanstack/react-router';
import { FormPage } from './general-setting/-form-page.tsx';
import { loadItem } from './general-setting/-resource-routes.ts';

export const Route = createFileRoute('/app/general-setting/$resource/new')({
  loader: ({ context, params }) => loadItem(context.queryClient, 'general-setting', params.resource),
  component: () => <FormPage group="general-setting" />,
});
