import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { COMPANY_PATH } from '@vlegal/features/company/companySearch.ts';
import { companyFormScreen } from '@vlegal/features/company/configs/company.ts';
import { ResourceForm } from '@vlegal/features/resource-screens/ResourceForm';
import { idOf } from '../-ids.ts';

function EditCompany() {
  const companyId = idOf(Route.useParams().companyId);
  const navigate = useNavigate();
  return (
    <ResourceForm
      key={companyId}
      config={companyFormScreen}
      id={companyId}
      listHref={`${COMPANY_PATH}/${companyId}/view`}
      onSaved={(row) => void navigate({ to: `${COMPANY_PATH}/${row.id}/view` })}
    />
  );
}

export const Route = createFileRoute('/app/company/$companyId/edit')({ component: EditCompany });
