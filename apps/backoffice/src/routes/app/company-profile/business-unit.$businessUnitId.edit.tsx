import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ProfileUnitForm } from '@vlegal/features/company/CompanyProfile';
import { COMPANY_PROFILE_PATH } from '@vlegal/features/company/companySearch.ts';
import { idOf } from '../-ids.ts';

function EditUnit() {
  const businessUnitId = idOf(Route.useParams().businessUnitId);
  const navigate = useNavigate();
  return (
    <ProfileUnitForm
      key={businessUnitId}
      businessUnitId={businessUnitId}
      onSaved={(row) => void navigate({ to: COMPANY_PROFILE_PATH, search: { saved: row.id } })}
    />
  );
}

export const Route = createFileRoute('/app/company-profile/business-unit/$businessUnitId/edit')({
  component: EditUnit,
});
