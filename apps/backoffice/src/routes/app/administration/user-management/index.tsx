import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { UserList } from '@vlegal/features/admin/UserList';
import { userListQueryOptions } from '@vlegal/features/admin/screens';
import { toUserSearch, userListState, validateUserSearch } from '@vlegal/features/admin/userSearch.ts';

const BASE = '/app/administration/user-management';

function Users() {
  const search = Route.useSearch();
  const { account } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <UserList
      state={userListState(search)}
      onStateChange={(next) => void navigate({ to: BASE, search: toUserSearch(next) })}
      currentLogin={account.login}
      basePath={BASE}
      onNavigate={(href) => void navigate({ to: href })}
    />
  );
}

export const Route = createFileRoute('/app/administration/user-management/')({
  validateSearch: validateUserSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(userListQueryOptions(userListState(deps.search)))
      .catch(() => undefined),
  component: Users,
});
