import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ProfileUnitForm } from '@vlegal/features/company/CompanyProfile';
import { COMPANY_PROFILE_PATH } from '@vlegal/features/company/companySearch.ts';

function NewUnit() {
  const navigate = useNavigate();
  return (
    <ProfileUnitForm
      onSaved={(row) => void navigate({ to: COMPANY_PROFILE_PATH, search: { saved: row.id } })}
    />
  );
}

export const Route = createFileRoute('/app/company-profile/business-unit/new')({ component: NewUnit });
