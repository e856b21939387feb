import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { UserForm } from '@vlegal/features/admin/UserForm';

const BASE = '/app/administration/user-management';

function NewUser() {
  const navigate = useNavigate();
  return (
    <UserForm
      listHref={BASE}
      onSaved={(user) => void navigate({ to: BASE, search: { saved: user.login } })}
    />
  );
}

export const Route = createFileRoute('/app/administration/user-management/new')({ component: NewUser });
