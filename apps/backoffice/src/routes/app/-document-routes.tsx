/**
 * The routes of a unit's parties and documents, by area (`business-unit-import`, `business-unit-sales`,
 * `business-unit-transfer`, `business-unit-production`, `business-unit-export`), of the administrator's
 * mirrors (`admin-import`, `admin-sales`, `admin-transfer`, `admin-production`, `admin-export`) and of the
 * verificators' queue (`verification`): one parameterised route per screen kind, area and scope, each
 * reading the kind of page (supplier, sub-contractor, receipt, buyer, sale, transfer, production, V-Legal)
 * behind `$resource`. An unknown kind, an edit of a receipt or a production, or an id that is not a number
 * is not found; a new or an edit page of a document's line leads to its document's form.
 * Those checks are in `-document-checks.ts`: route options load with the route tree, on every page, and
 * must not bring these pages along.
 */
import { useNavigate, useParams, useRouteContext, useSearch } from '@tanstack/react-router';
import {
  DocumentFormPage,
  DocumentListPage,
  type DocumentScope,
  DocumentViewPage,
} from '@vlegal/features/books/documents/DocumentPages';
import {
  type DocumentArea,
  documentHrefs,
  type PartyViewSearch,
} from '@vlegal/features/books/documents/paths.ts';
import type { ListSearch } from '@vlegal/features/resource-screens/listSearch.ts';
import { kindOf } from './-document-checks.ts';
import { idOf } from './-ids.ts';

/** Where a route is: the area of its address and whose rows it shows (a unit's, or the mirror's). */
export interface RouteScope {
  area: DocumentArea;
  scope: DocumentScope;
}

function usePage({ area, scope }: RouteScope) {
  const params = useParams({ strict: false }) as { resource?: string; id?: string; businessUnitId?: string };
  const { account } = useRouteContext({ from: '/app' });
  const kind = kindOf(area, scope, params.resource ?? '');
  return { kind, params, authorities: account.authorities, hrefs: documentHrefs(kind, scope) };
}

export function DocumentList({ area, scope }: RouteScope) {
  const { kind, authorities, hrefs } = usePage({ area, scope });
  const search = useSearch({ strict: false }) as ListSearch;
  const navigate = useNavigate();
  return (
    <DocumentListPage
      key={kind}
      kind={kind}
      scope={scope}
      search={search}
      authorities={authorities}
      onSearchChange={(next) => void navigate({ to: hrefs.list, search: next })}
      onNavigate={(href) => void navigate({ href })}
    />
  );
}

export function DocumentForm({ area, scope }: RouteScope) {
  const { kind, params, authorities, hrefs } = usePage({ area, scope });
  const navigate = useNavigate();
  const id = params.id === undefined ? undefined : idOf(params.id);
  const unitId = params.businessUnitId === undefined ? undefined : idOf(params.businessUnitId);
  return (
    <DocumentFormPage
      key={`${kind}-${id ?? 'new'}-${unitId ?? ''}`}
      kind={kind}
      scope={scope}
      {...(id === undefined ? {} : { id })}
      {...(unitId === undefined ? {} : { unitId })}
      authorities={authorities}
      onSaved={(row) => void navigate({ href: hrefs.view(row.id) })}
    />
  );
}

export function DocumentView({ area, scope }: RouteScope) {
  const { kind, params, authorities, hrefs } = usePage({ area, scope });
  const search = useSearch({ strict: false }) as PartyViewSearch;
  const navigate = useNavigate();
  const id = idOf(params.id);
  const path = hrefs.view(id);
  return (
    <DocumentViewPage
      key={`${kind}-${id}`}
      kind={kind}
      scope={scope}
      id={id}
      path={path}
      search={search}
      authorities={authorities}
      onSearchChange={(next) => void navigate({ to: path, search: next })}
      onNavigate={(href) => void navigate({ href })}
      onDeleted={() => void navigate({ to: hrefs.list })}
    />
  );
}
