import { createFileRoute } from '@tanstack/react-router';
import { FormPage, loadItem } from './general-setting/-resource-routes.tsx';

export const Route = createFileRoute('/app/preparation/$resource/$id/edit')({
  loader: ({ context, params }) => loadItem(context.queryClient, 'preparation', params.resource, params.id),
  component: () => <FormPage group="preparation" />,
});
