import { createFileRoute } from '@tanstack/react-router';
import { FormPage, loadItem } from './general-setting/-resource-routes.tsx';

export const Route = createFileRoute('/app/preparation/$resource/new')({
  loader: ({ context, params }) => loadItem(context.queryClient, 'preparation', params.resource),
  component: () => <FormPage group="preparation" />,
});
