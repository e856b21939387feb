import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BusinessPermitFormPage } from '@vlegal/features/business-unit/BusinessPermitPages';
import { permitViewHref } from '@vlegal/features/business-unit/permitPaths.ts';
import { idOf } from '../../-ids.ts';

function EditPermit() {
  const { businessPermitId } = Route.useParams();
  const id = idOf(businessPermitId);
  const { account } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <BusinessPermitFormPage
      authorities={account.authorities}
      key={id}
      id={id}
      onSaved={(row) => void navigate({ href: permitViewHref(row.id) })}
    />
  );
}

export const Route = createFileRoute('/app/business-unit/business-permit/$businessPermitId/edit')({
  component: EditPermit,
});
