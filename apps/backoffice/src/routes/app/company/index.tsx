import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { CompanyList } from '@vlegal/features/company/CompanyList';
import { COMPANY_PATH, validateCompanyListSearch } from '@vlegal/features/company/companySearch.ts';

function Companies() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <CompanyList
      search={search}
      onSearchChange={(next) => void navigate({ to: COMPANY_PATH, search: next })}
      onNavigate={(href) => void navigate({ to: href })}
    />
  );
}

export const Route = createFileRoute('/app/company/')({
  validateSearch: validateCompanyListSearch,
  component: Companies,
});
