import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BusinessPermitViewPage } from '@vlegal/features/business-unit/BusinessPermitPages';
import {
  permitsListHref,
  permitViewHref,
  validatePermitViewSearch,
} from '@vlegal/features/business-unit/permitPaths.ts';
import { idOf } from '../../-ids.ts';

function ViewPermit() {
  const { businessPermitId } = Route.useParams();
  const { account } = Route.useRouteContext();
  const search = Route.useSearch();
  const id = idOf(businessPermitId);
  const path = permitViewHref(id);
  const navigate = useNavigate();
  return (
    <BusinessPermitViewPage
      key={id}
      id={id}
      path={path}
      search={search}
      authorities={account.authorities}
      onSearchChange={(next) => void navigate({ to: path, search: next })}
      onNavigate={(href) => void navigate({ href })}
      onDeleted={() => void navigate({ href: permitsListHref(account.authorities) })}
    />
  );
}

export const Route = createFileRoute('/app/business-unit/business-permit/$businessPermitId/view')({
  validateSearch: validatePermitViewSearch,
  component: ViewPermit,
});
