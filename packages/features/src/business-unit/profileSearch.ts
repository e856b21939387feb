/**
 * The state of the business-unit profile in its address: the tab of one kind of record, the record
 * open on it (a new one, or a row to view or edit) and the paging, sort and search text of the tab's
 * list. Validated once (`validateSearch`), unknown keys and malformed values dropped; light on purpose:
 * it runs on every navigation.
 */
import { type ListAddress, positiveInteger, validateListAddress } from '../shared/listAddress.ts';

/** The tabs of the profile by group: the unit's legality documents, then its sites and people. */
export const TAB_GROUPS = {
  legality: [
    'tdp',
    'npwp',
    'siup',
    'uplRecommendation',
    'hoDocument',
    'companyCertificate',
    'businessPermit',
    'businessCertificate',
    'slkCertificate',
  ],
  sites: ['employee', 'address', 'stuffingAddress', 'factoryAddress', 'inventoryAddress'],
} as const;

export type TabGroup = keyof typeof TAB_GROUPS;

export const TAB_GROUP_KEYS = Object.keys(TAB_GROUPS) as TabGroup[];

/** The kinds of records of a business unit, in the order of the profile's tabs. */
export const DOCUMENT_KEYS = [...TAB_GROUPS.legality, ...TAB_GROUPS.sites] as const;

export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

/** The group a tab is in. */
export function groupOf(tab: DocumentKey): TabGroup {
  return (TAB_GROUPS.sites as readonly string[]).includes(tab) ? 'sites' : 'legality';
}

export const DEFAULT_TAB: DocumentKey = 'tdp';

export type ProfileSearch = ListAddress & {
  /** The tab (left out for the first). */
  tab?: DocumentKey;
  /** `new`, or the id of the row shown. */
  record?: 'new' | number;
  /** With a row: edit it rather than view it. */
  mode?: 'edit';
  /** Id of the row just saved (a notice on the list). */
  saved?: number;
};

const isDocumentKey = (value: unknown): value is DocumentKey =>
  typeof value === 'string' && (DOCUMENT_KEYS as readonly string[]).includes(value);

/** `validateSearch` of the profile route. */
export function validateProfileSearch(raw: Record<string, unknown>): ProfileSearch {
  const search: ProfileSearch = {};
  if (isDocumentKey(raw.tab) && raw.tab !== DEFAULT_TAB) search.tab = raw.tab;
  const id = positiveInteger(raw.record);
  // Business permits open on pages of their own (`permitPaths.ts`): their tab is only a list.
  const ownRecords = search.tab !== 'businessPermit';
  if (ownRecords && raw.record === 'new') search.record = 'new';
  else if (ownRecords && id !== undefined) {
    search.record = id;
    if (raw.mode === 'edit') search.mode = 'edit';
  }
  if (search.record !== undefined) return search;
  Object.assign(search, validateListAddress(raw));
  const saved = positiveInteger(raw.saved);
  if (saved !== undefined) search.saved = saved;
  return search;
}

/** What the profile shows: a tab's list, a new record's form, or a row's view or form. */
export type ProfileScreen =
  | { kind: 'list'; tab: DocumentKey }
  | { kind: 'new'; tab: DocumentKey }
  | { kind: 'view' | 'edit'; tab: DocumentKey; id: number };

export function profileScreen(search: ProfileSearch): ProfileScreen {
  const tab = search.tab ?? DEFAULT_TAB;
  if (search.record === 'new') return { kind: 'new', tab };
  if (search.record !== undefined) return { kind: search.mode ?? 'view', tab, id: search.record };
  return { kind: 'list', tab };
}

/** The address of a screen of the profile (only the tab's own keys; defaults left out). */
export function profileSearch(
  screen: ProfileScreen,
  list: ListAddress & { saved?: number } = {},
): ProfileSearch {
  const raw: Record<string, unknown> = { tab: screen.tab };
  if (screen.kind === 'new') raw.record = 'new';
  else if (screen.kind !== 'list') {
    raw.record = screen.id;
    if (screen.kind === 'edit') raw.mode = 'edit';
  } else Object.assign(raw, list);
  return validateProfileSearch(raw);
}

/** The address of a state of the profile. */
export function profileHref(path: string, search: ProfileSearch): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) query.set(key, JSON.stringify(value));
    else query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
