import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { CompanyProfile } from '@vlegal/features/company/CompanyProfile';
import { COMPANY_PROFILE_PATH } from '@vlegal/features/company/companySearch.ts';
import { validateCompanyProfileSearch } from '@vlegal/features/company/profileSearch.ts';

function Profile() {
  const { account } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <CompanyProfile
      authorities={account.authorities}
      search={search}
      onSearchChange={(next) => void navigate({ to: COMPANY_PROFILE_PATH, search: next })}
      onNavigate={(href) => void navigate({ to: href })}
    />
  );
}

export const Route = createFileRoute('/app/company-profile/')({
  validateSearch: validateCompanyProfileSearch,
  component: Profile,
});
