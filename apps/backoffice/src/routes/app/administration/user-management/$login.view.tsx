import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '@vlegal/api-client/fetcher';
import { UserView } from '@vlegal/features/admin/UserView';
import { userQueryOptions } from '@vlegal/features/admin/screens';

function ViewUser() {
  const { login } = Route.useParams();
  return <UserView key={login} login={login} basePath="/app/administration/user-management" />;
}

export const Route = createFileRoute('/app/administration/user-management/$login/view')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(userQueryOptions(params.login));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
    }
  },
  component: ViewUser,
});
