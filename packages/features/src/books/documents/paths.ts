/**
 * The addresses of the pages of a unit's parties and documents, by area: imports (suppliers, sub-contractors,
 * receipts), sales (buyers, local sales and their lines), transfers and productions, a unit's
 * (`/app/business-unit-import/<segment>`) and the administrator's mirror of every unit (`/app/admin-import/<segment>-admin`, new at `new/<unitId>`). Light, as routes read
 * it on every navigation.
 */
import type { RecordHrefs } from '../../resource-screens/hrefs.ts';
import { type PermitViewSearch, validatePermitViewSearch } from '../../business-unit/permitPaths.ts';

export type DocumentKind =
  | 'supplier'
  | 'subCon'
  | 'importMaterial'
  | 'localSales'
  | 'localSalesMaterial'
  | 'buyer'
  | 'transferMaterial'
  | 'production';
export type DocumentScope = 'unit' | 'admin';
export type DocumentArea = 'import' | 'sales' | 'transfer' | 'production';

/** Each kind's segment and the area whose addresses it lives under. */
const KINDS: Record<DocumentKind, { segment: string; area: DocumentArea }> = {
  supplier: { segment: 'supplier', area: 'import' },
  subCon: { segment: 'sub-con', area: 'import' },
  importMaterial: { segment: 'import-material', area: 'import' },
  buyer: { segment: 'buyer', area: 'sales' },
  localSales: { segment: 'local-sales', area: 'sales' },
  // A sale's lines, read on their own; written with their sale.
  localSalesMaterial: { segment: 'local-sales-material', area: 'sales' },
  transferMaterial: { segment: 'transfer-material', area: 'transfer' },
  production: { segment: 'production', area: 'production' },
};

/** Every kind of page of a unit's parties and documents. */
export const DOCUMENT_KINDS = Object.keys(KINDS) as DocumentKind[];

const GROUPS: Record<DocumentArea, Record<DocumentScope, string>> = {
  import: { unit: '/app/business-unit-import', admin: '/app/admin-import' },
  sales: { unit: '/app/business-unit-sales', admin: '/app/admin-sales' },
  transfer: { unit: '/app/business-unit-transfer', admin: '/app/admin-transfer' },
  production: { unit: '/app/business-unit-production', admin: '/app/admin-production' },
};

const segmentOf = (kind: DocumentKind, scope: DocumentScope) =>
  scope === 'admin' ? `${KINDS[kind].segment}-admin` : KINDS[kind].segment;

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
  for (const [area, scopes] of Object.entries(GROUPS) as [DocumentArea, Record<DocumentScope, string>][])
    for (const [scope, path] of Object.entries(scopes) as [DocumentScope, string][])
      if (path === `/app/${group}`) return { area, scope };
  return undefined;
}

export const documentListHref = (kind: DocumentKind, scope: DocumentScope) =>
  `${GROUPS[KINDS[kind].area][scope]}/${segmentOf(kind, scope)}`;

/**
 * New, view and edit of a kind's rows. The mirror's new form is for one unit: without a unit chosen, new
 * leads back to the list.
 */
export function documentHrefs(kind: DocumentKind, scope: DocumentScope, unitId?: number): RecordHrefs {
  const list = documentListHref(kind, scope);
  let create = `${list}/new`;
  if (scope === 'admin') create = unitId === undefined ? list : `${list}/new/${unitId}`;
  return {
    list,
    new: create,
    view: (id) => `${list}/${id}/view`,
    edit: (id) => `${list}/${id}/edit`,
  };
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
