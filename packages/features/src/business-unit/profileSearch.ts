/**
 * The state of the business-unit profile in its address: the tab of one kind of document, the record
 * open on it (a new one, or a row to view or edit) and the paging, sort and search text of the tab's
 * list. Validated once (`validateSearch`), unknown keys and malformed values dropped; light on purpose:
 * it runs on every navigation.
 */
import { type ListAddress, positiveInteger, validateListAddress } from '../shared/listAddress.ts';

/** The kinds of legality documents of a business unit, in the order of the profile's tabs. */
export const DOCUMENT_KEYS = [
  'tdp',
  'npwp',
  'siup',
  'uplRecommendation',
  'hoDocument',
  'companyCertificate',
] as const;

export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

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
  if (raw.record === 'new') search.record = 'new';
  else if (id !== undefined) {
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
