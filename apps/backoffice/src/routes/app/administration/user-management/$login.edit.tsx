import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { ApiError } from '@vlegal/api-client/fetcher';
import { UserForm } from '@vlegal/features/admin/UserForm';
import { userQueryOptions } from '@vlegal/features/admin/screens';

const BASE = '/app/administration/user-management';

function EditUser() {
  const { login } = Route.useParams();
  const navigate = useNavigate();
  return (
    <UserForm
      key={login}
      login={login}
      listHref={BASE}
      onSaved={(user) => void navigate({ to: BASE, search: { saved: user.login } })}
    />
  );
}

export const Route = createFileRoute('/app/administration/user-management/$login/edit')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(userQueryOptions(params.login));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
    }
  },
  component: EditUser,
});
