/**
 * Who reads and writes a business unit's legality documents (docs/domain/MODEL.md §2.12): administrators
 * every unit's, company administrators their company's, unit administrators their unit's; exporters and
 * verificators read. The owner declared by each document scopes the rows.
 */
export const LEGALITY_ROLES = {
  read: ['ROLE_ADMIN', 'ROLE_USER_ADMIN_COMPANY', 'ROLE_USER_ADMIN', 'ROLE_USER_VLEGAL', 'ROLE_VERIFICATOR'],
  write: ['ROLE_ADMIN', 'ROLE_USER_ADMIN_COMPANY', 'ROLE_USER_ADMIN'],
} as const;
