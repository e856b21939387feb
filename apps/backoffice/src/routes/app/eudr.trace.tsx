import { createFileRoute } from '@tanstack/react-router';
import { validateTraceSearch } from '@vlegal/features/eudr/traceSearch.ts';
import { TracePage } from '@vlegal/features/eudr/TracePage';

/** The EUDR trace: which way and from where is in the address (`traceSearch.ts`). */
export const Route = createFileRoute('/app/eudr/trace')({
  validateSearch: validateTraceSearch,
  component: TraceRoute,
});

function TraceRoute() {
  const search = Route.useSearch();
  const { account } = Route.useRouteContext();
  return <TracePage search={search} authorities={account.authorities} />;
}
