import { createFileRoute } from '@tanstack/react-router';
import { FormPage } from './general-setting/-form-page.tsx';
import { loadItem } from './general-setting/-resource-routes.ts';

export const Route = createFileRoute('/app/preparation/$resource/new')({
  loader: ({ context, params }) => loadItem(context.queryClient, 'preparation', params.resource),
  component: () => <FormPage group="preparation" />,
});
