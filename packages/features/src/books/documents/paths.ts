/**
 * The addresses of the pages of a unit's parties and documents, by area: imports (suppliers, sub-contractors,
 * receipts, harvest plots), sales (buyers, local sales and their lines), transfers, productions and exports
 * (V-Legal applications), a unit's (`/app/business-unit-import/<segment>`) and the administrator's mirror of
 * every unit (`/app/admin-import/<segment>-admin`, new at `new/<unitId>`), and the verificators' queue of
 * what awaits their decision (`/app/verification/<segment>`). Light, as routes read it on every navigation.
 */
import type { RecordHrefs } from '../../resource-screens/hrefs.ts';
import { type PermitViewSearch, validatePermitViewSearch } from '../../business-unit/permitPaths.ts';

export type DocumentKind =
  | 'supplier'
  | 'subCon'
  | 'importMaterial'
  | 'harvestPlot'
  | 'localSales'
  | 'localSalesMaterial'
  | 'buyer'
  | 'transferMaterial'
  | 'production'
  | 'vlegal';
/** A unit's pages, the administrators' mirror of every unit, or the verificators' queue. */
export type DocumentScope = 'unit' | 'admin' | 'review';
export type DocumentArea = 'import' | 'sales' | 'transfer' | 'production' | 'export';

interface KindPages {
  segment: string;
  area: DocumentArea;
  /** The segment of the verificators' queue, for a kind a verificator decides. */
  review?: string;
  /** The mirror adds none (an exporter applies for its own licence): it reads and corrects. */
  mirrorCreates?: false;
  /**
   * Rows are also read from a file, on the unit's page `<list>/import` (the plots a GIS tool drew): the text
   * key of the list's link to it.
   */
  imports?: string;
}

/** Each kind's segment and the area whose addresses it lives under. */
const KINDS: Record<DocumentKind, KindPages> = {
  supplier: { segment: 'supplier', area: 'import' },
  subCon: { segment: 'sub-con', area: 'import' },
  importMaterial: { segment: 'import-material', area: 'import' },
  harvestPlot: { segment: 'harvest-plot', area: 'import', imports: 'eudr.plotImport.open' },
  buyer: { segment: 'buyer', area: 'sales' },
  localSales: { segment: 'local-sales', area: 'sales' },
  // A sale's lines, read on their own; written with their sale.
  localSalesMaterial: { segment: 'local-sales-material', area: 'sales' },
  transferMaterial: { segment: 'transfer-material', area: 'transfer' },
  production: { segment: 'production', area: 'production' },
  vlegal: { segment: 'vlegal', area: 'export', review: 'vlegal-approval', mirrorCreates: false },
};

/** Every kind of page of a unit's parties and documents. */
export const DOCUMENT_KINDS = Object.keys(KINDS) as DocumentKind[];

const GROUPS: Record<DocumentArea, Record<Exclude<DocumentScope, 'review'>, string> & { review?: string }> = {
  import: { unit: '/app/business-unit-import', admin: '/app/admin-import' },
  sales: { unit: '/app/business-unit-sales', admin: '/app/admin-sales' },
  transfer: { unit: '/app/business-unit-transfer', admin: '/app/admin-transfer' },
  production: { unit: '/app/business-unit-production', admin: '/app/admin-production' },
  export: { unit: '/app/business-unit-export', admin: '/app/admin-export', review: '/app/verification' },
};

/** A kind's segment in a scope, or undefined where the scope has no pages of it (a queue of buyers). */
function segmentOf(kind: DocumentKind, scope: DocumentScope): string | undefined {
  const pages = KINDS[kind];
  if (scope === 'review') return pages.review;
  return scope === 'admin' ? `${pages.segment}-admin` : pages.segment;
}

/** Whether a scope's list offers a new row: the queue never does, nor the mirror of what a unit applies for. */
export const createsIn = (kind: DocumentKind, scope: DocumentScope) =>
  scope === 'unit' || (scope === 'admin' && KINDS[kind].mirrorCreates !== false);

/** The kind of page at `<group of the area>/<segment>`, or undefined (the route answers not found). */
export function documentKindOf(
  area: DocumentArea,
  scope: DocumentScope,
  segment: string,
): DocumentKind | undefined {
  return (Object.keys(KINDS) as DocumentKind[]).find(
    (kind) => KINDS[kind].area === area && segmentOf(kind, scope) === segment,
  );
}

/** The area and scope of the pages under `/app/<group>` (`business-unit-sales`: a unit's sales), or undefined. */
export function documentGroupOf(group: string): { area: DocumentArea; scope: DocumentScope } | undefined {
  for (const [area, scopes] of Object.entries(GROUPS) as [
    DocumentArea,
    Partial<Record<DocumentScope, string>>,
  ][])
    for (const [scope, path] of Object.entries(scopes) as [DocumentScope, string][])
      if (path === `/app/${group}`) return { area, scope };
  return undefined;
}

/** A kind's list in a scope; where the scope has no pages of the kind, the unit's list. */
export function documentListHref(kind: DocumentKind, scope: DocumentScope): string {
  const group = GROUPS[KINDS[kind].area];
  const segment = segmentOf(kind, scope);
  const path = scope === 'review' ? group.review : group[scope];
  return path && segment ? `${path}/${segment}` : `${group.unit}/${KINDS[kind].segment}`;
}

/**
 * New, view and edit of a kind's rows. The mirror's new form is for one unit: without a unit chosen, new
 * leads back to the list, as it does where the scope adds none (the queue, a mirror that only reads).
 */
export function documentHrefs(kind: DocumentKind, scope: DocumentScope, unitId?: number): RecordHrefs {
  const list = documentListHref(kind, scope);
  let create = `${list}/new`;
  if (!createsIn(kind, scope)) create = list;
  else if (scope === 'admin') create = unitId === undefined ? list : `${list}/new/${unitId}`;
  return {
    list,
    new: create,
    view: (id) => `${list}/${id}/view`,
    edit: (id) => `${list}/${id}/edit`,
  };
}

/**
 * The link to the page importing a kind's rows from a file, or undefined for a kind without one. It is the
 * unit's page; an administrator opens it from the mirror for the unit picked there (`unitId`).
 */
export function documentImportLink(
  kind: DocumentKind,
  unitId?: number,
): { href: string; label: string } | undefined {
  const label = KINDS[kind].imports;
  if (!label) return undefined;
  const page = `${documentListHref(kind, 'unit')}/import`;
  return { href: unitId === undefined ? page : `${page}?businessUnitId=${unitId}`, label };
}

/** `validateSearch` of an import page: the unit an administrator picked on the mirror. */
export function validateImportSearch(raw: Record<string, unknown>): { businessUnitId?: number } {
  const unit = String(raw.businessUnitId ?? '');
  return /^[1-9][0-9]{0,8}$/.test(unit) ? { businessUnitId: Number(unit) } : {};
}

/**
 * The stock card of an item a document posted to: on the unit's stock pages or the mirror's, by the item's
 * kind.
 */
export const stockCardHref = (stockId: number, stockType: unknown, scope: DocumentScope = 'unit') =>
  `/app/${scope === 'admin' ? 'admin-stock' : 'business-unit-material'}/${stockType === 'PRODUCT' ? 'stock-product' : 'stock-raw-material'}/${stockId}/card`;

/** What a party's view keeps in its address: a certificate open below it, or the form creating an item. */
export type PartyViewSearch = PermitViewSearch & { create?: 'rawMaterial' | 'product' };

/** `validateSearch` of a party's view route. */
export function validatePartyViewSearch(raw: Record<string, unknown>): PartyViewSearch {
  const search: PartyViewSearch = validatePermitViewSearch(raw);
  if (raw.create === 'rawMaterial' || raw.create === 'product') search.create = raw.create;
  return search;
}
