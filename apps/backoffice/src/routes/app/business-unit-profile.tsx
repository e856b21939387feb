import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BusinessUnitProfile } from '@vlegal/features/business-unit/BusinessUnitProfile';
import { validateProfileSearch } from '@vlegal/features/business-unit/profileSearch.ts';

const PATH = '/app/business-unit-profile';

function Profile() {
  const search = Route.useSearch();
  const { account } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <BusinessUnitProfile
      search={search}
      path={PATH}
      authorities={account.authorities}
      onSearchChange={(next) => void navigate({ to: PATH, search: next })}
      onNavigate={(href) => void navigate({ href })}
    />
  );
}

export const Route = createFileRoute('/app/business-unit-profile')({
  validateSearch: validateProfileSearch,
  component: Profile,
});
