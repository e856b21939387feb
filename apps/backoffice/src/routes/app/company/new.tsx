import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { COMPANY_PATH } from '@vlegal/features/company/companySearch.ts';
import { companyFormScreen } from '@vlegal/features/company/configs/company.ts';
import { ResourceForm } from '@vlegal/features/resource-screens/ResourceForm';

function NewCompany() {
  const navigate = useNavigate();
  return (
    <ResourceForm
      config={companyFormScreen}
      listHref={COMPANY_PATH}
      onSaved={(row) => void navigate({ to: `${COMPANY_PATH}/${row.id}/view` })}
    />
  );
}

export const Route = createFileRoute('/app/company/new')({ component: NewCompany });
