import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { UnitForm } from '@vlegal/features/company/BusinessUnitScreens';
import { unitsPath } from '@vlegal/features/company/companySearch.ts';
import { idOf } from '../-ids.ts';

function EditUnit() {
  const params = Route.useParams();
  const companyId = idOf(params.companyId);
  const businessUnitId = idOf(params.businessUnitId);
  const navigate = useNavigate();
  return (
    <UnitForm
      key={`${companyId}-${businessUnitId}`}
      companyId={companyId}
      businessUnitId={businessUnitId}
      onSaved={(row) => void navigate({ to: unitsPath(companyId), search: { saved: row.id } })}
    />
  );
}

export const Route = createFileRoute('/app/company/$companyId/business-unit/$businessUnitId/edit')({
  component: EditUnit,
});
