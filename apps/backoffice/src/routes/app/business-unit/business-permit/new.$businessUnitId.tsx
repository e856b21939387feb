import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { BusinessPermitFormPage } from '@vlegal/features/business-unit/BusinessPermitPages';
import { permitViewHref } from '@vlegal/features/business-unit/permitPaths.ts';
import { idOf } from '../../-ids.ts';

function NewPermit() {
  const { businessUnitId } = Route.useParams();
  const { account } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <BusinessPermitFormPage
      authorities={account.authorities}
      unitId={idOf(businessUnitId)}
      onSaved={(row) => void navigate({ href: permitViewHref(row.id) })}
    />
  );
}

export const Route = createFileRoute('/app/business-unit/business-permit/new/$businessUnitId')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9][0-9]*$/.test(params.businessUnitId)) throw notFound();
  },
  component: NewPermit,
});
