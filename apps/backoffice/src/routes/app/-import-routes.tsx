/**
 * The import and sales routes of a unit (`business-unit-import`, `business-unit-sales`) and of the
 * administrator's mirrors (`admin-import`, `admin-sales`): one parameterised route per screen kind, area and
 * scope, each reading the kind of page (supplier, sub-contractor, receipt, buyer) behind `$resource`. An
 * unknown kind, an edit of a receipt or an id that is not a number is not found; a new or an edit page of a
 * document's line leads to its document's form.
 */
import {
  notFound,
  redirect,
  useNavigate,
  useParams,
  useRouteContext,
  useSearch,
} from '@tanstack/react-router';
import {
  editable,
  ImportFormPage,
  type ImportKind,
  ImportListPage,
  type ImportScope,
  ImportViewPage,
  writtenWith,
} from '@vlegal/features/books/import/ImportPages';
import {
  type ImportArea,
  importHrefs,
  importKindOf,
  type PartyViewSearch,
} from '@vlegal/features/books/import/paths.ts';
import type { ListSearch } from '@vlegal/features/resource-screens/listSearch.ts';
import { idOf } from './general-setting/-resource-routes.ts';

/** The kind behind `$resource`, checked before the page loads. */
export function kindOf(area: ImportArea, scope: ImportScope, segment: string, screen?: 'edit'): ImportKind {
  const kind = importKindOf(area, scope, segment);
  // A receipt and a production are never edited: cancelled instead.
  if (!kind || (screen === 'edit' && !editable(kind))) throw notFound();
  return kind;
}

/**
 * `beforeLoad` of a new or an edit page: the kind behind `$resource`, and, for a document's line, the way to
 * its document's form, which writes it.
 */
export async function checkForm(area: ImportArea, scope: ImportScope, segment: string, id?: string) {
  const kind = kindOf(area, scope, segment, id === undefined ? undefined : 'edit');
  const href = await writtenWith(kind, scope, id === undefined ? undefined : idOf(id));
  if (href) throw redirect({ href });
}

/** Where a route is: the area of its address and whose rows it shows (a unit's, or the mirror's). */
export interface RouteScope {
  area: ImportArea;
  scope: ImportScope;
}

function usePage({ area, scope }: RouteScope) {
  const params = useParams({ strict: false }) as { resource?: string; id?: string; businessUnitId?: string };
  const { account } = useRouteContext({ from: '/app' });
  const kind = kindOf(area, scope, params.resource ?? '');
  return { kind, params, authorities: account.authorities, hrefs: importHrefs(kind, scope) };
}

export function ImportList({ area, scope }: RouteScope) {
  const { kind, authorities, hrefs } = usePage({ area, scope });
  const search = useSearch({ strict: false }) as ListSearch;
  const navigate = useNavigate();
  return (
    <ImportListPage
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

export function ImportForm({ area, scope }: RouteScope) {
  const { kind, params, authorities, hrefs } = usePage({ area, scope });
  const navigate = useNavigate();
  const id = params.id === undefined ? undefined : idOf(params.id);
  const unitId = params.businessUnitId === undefined ? undefined : idOf(params.businessUnitId);
  return (
    <ImportFormPage
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

export function ImportView({ area, scope }: RouteScope) {
  const { kind, params, authorities, hrefs } = usePage({ area, scope });
  const search = useSearch({ strict: false }) as PartyViewSearch;
  const navigate = useNavigate();
  const id = idOf(params.id);
  const path = hrefs.view(id);
  return (
    <ImportViewPage
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
