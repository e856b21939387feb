import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuditsScreen, auditQueryOptions } from '@vlegal/features/admin/AuditsScreen';
import { auditState, validateAuditSearch } from '@vlegal/features/admin/auditSearch.ts';

function Audits() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <AuditsScreen
      state={auditState(search)}
      onStateChange={(next) =>
        void navigate({ to: '/app/administration/audits', search: validateAuditSearch({ ...next }) })
      }
    />
  );
}

export const Route = createFileRoute('/app/administration/audits')({
  validateSearch: validateAuditSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(auditQueryOptions(auditState(deps.search))).catch(() => undefined),
  component: Audits,
});
