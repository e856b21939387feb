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
