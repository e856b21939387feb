import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { UnitView } from '@vlegal/features/company/BusinessUnitScreens';
import { unitsPath } from '@vlegal/features/company/companySearch.ts';
import { idOf } from '../-ids.ts';

function ViewUnit() {
  const params = Route.useParams();
  const companyId = idOf(params.companyId);
  const businessUnitId = idOf(params.businessUnitId);
  const navigate = useNavigate();
  return (
    <UnitView
      key={`${companyId}-${businessUnitId}`}
      companyId={companyId}
      businessUnitId={businessUnitId}
      onDeleted={() => void navigate({ to: unitsPath(companyId) })}
    />
  );
}

export const Route = createFileRoute('/app/company/$companyId/business-unit/$businessUnitId/view')({
  component: ViewUnit,
});
