import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '@vlegal/features/resource-screens/listSearch.ts';
import { ListPage } from './general-setting/-list-page.tsx';
import { loadList } from './general-setting/-resource-routes.ts';

export const Route = createFileRoute('/app/general-setting/$resource/')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps }) =>
    loadList(context.queryClient, 'general-setting', params.resource, deps.search),
  component: () => <ListPage group="general-setting" />,
});
