/** Who reads the records of a company and its units (MODEL.md §2.12): each sees only their own rows. */
export const UNIT_READERS = [
  'ROLE_ADMIN',
  'ROLE_USER_ADMIN_COMPANY',
  'ROLE_USER_ADMIN',
  'ROLE_USER_VLEGAL',
  'ROLE_VERIFICATOR',
] as const;

/** Who keeps a unit's records: administrators, the company's administrators and the unit's. */
export const UNIT_KEEPERS = ['ROLE_ADMIN', 'ROLE_USER_ADMIN_COMPANY', 'ROLE_USER_ADMIN'] as const;
