import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { UnitList } from '@vlegal/features/company/BusinessUnitScreens';
import { unitsPath } from '@vlegal/features/company/companySearch.ts';
import { businessUnitScreen } from '@vlegal/features/company/configs/businessUnit.ts';
import { listState, toListSearch, validateListSearch } from '@vlegal/features/resource-screens/listSearch.ts';
import { idOf } from '../-ids.ts';

function Units() {
  const companyId = idOf(Route.useParams().companyId);
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <UnitList
      key={companyId}
      companyId={companyId}
      state={listState(businessUnitScreen.resource, search)}
      onStateChange={(next) => void navigate({ to: unitsPath(companyId), search: toListSearch(next) })}
      onNavigate={(href) => void navigate({ to: href })}
    />
  );
}

export const Route = createFileRoute('/app/company/$companyId/business-unit/')({
  validateSearch: validateListSearch,
  component: Units,
});
