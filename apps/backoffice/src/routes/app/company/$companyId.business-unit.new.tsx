import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { UnitForm } from '@vlegal/features/company/BusinessUnitScreens';
import { unitsPath } from '@vlegal/features/company/companySearch.ts';
import { idOf } from '../-ids.ts';

function NewUnit() {
  const companyId = idOf(Route.useParams().companyId);
  const navigate = useNavigate();
  return (
    <UnitForm
      key={companyId}
      companyId={companyId}
      onSaved={(row) => void navigate({ to: unitsPath(companyId), search: { saved: row.id } })}
    />
  );
}

export const Route = createFileRoute('/app/company/$companyId/business-unit/new')({ component: NewUnit });
