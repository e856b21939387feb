/**
 * What every legality document of a business unit declares alike (docs/domain/MODEL.md §2.4, §2.12): it
 * belongs to its unit, carries a number unique within the unit, is read by the unit's and the company's
 * administrators, exporters and verificators and written by administrators; a dated one keeps its
 * validity in order and answers its expiry status.
 */
import { UNIT_KEEPERS, UNIT_READERS } from '../company/readers.ts';
import { expiryOf } from '../expiry.ts';

export const LEGALITY_ROLES = { read: UNIT_READERS, write: UNIT_KEEPERS } as const;

export const LEGALITY_DOCUMENT = {
  unique: [['businessUnitId', 'code']],
  roles: LEGALITY_ROLES,
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
} as const;

/** A document valid from `validDate` to `expiredDate`. */
export const DATED_DOCUMENT = {
  inOrder: [['validDate', 'expiredDate']],
  computed: { expiryStatus: expiryOf('expiredDate') },
} as const;
