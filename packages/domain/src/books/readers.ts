/**
 * Who reads and keeps the timber books (MODEL.md §2.5, §2.12; routes business-unit-material/*,
 * business-unit-import/*): the unit's and the system's administrators write; the company's administrators,
 * exporters (to pick export lines) and verificators (to check the balance) read their own.
 */
import { UNIT_READERS } from '../company/readers.ts';

export const BOOK_ROLES = {
  read: UNIT_READERS,
  write: ['ROLE_ADMIN', 'ROLE_USER_ADMIN'],
} as const;

export const UNIT_OWNED = { kind: 'businessUnit', field: 'businessUnitId' } as const;

/**
 * What every line of a document declares beside its fields, filters and owner: read on its own, in the order
 * written, found by its notes; written with its document only (docs/adr/0019-documents-with-lines.md).
 */
export const DOCUMENT_LINE = {
  sortable: ['id'],
  defaultSort: ['id', 'asc'],
  search: ['notes'],
  unique: [],
  roles: BOOK_ROLES,
  twins: ['business-unit'],
  readsOnly: true,
} as const;
