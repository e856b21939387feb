import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { COMPANY_PATH } from '@vlegal/features/company/companySearch.ts';
import { CompanyView } from '@vlegal/features/company/CompanyView';
import { idOf } from '../-ids.ts';

function ViewCompany() {
  const companyId = idOf(Route.useParams().companyId);
  const navigate = useNavigate();
  return (
    <CompanyView
      key={companyId}
      companyId={companyId}
      onNavigate={(href) => void navigate({ to: href })}
      onDeleted={() => void navigate({ to: COMPANY_PATH })}
    />
  );
}

export const Route = createFileRoute('/app/company/$companyId/view')({ component: ViewCompany });
