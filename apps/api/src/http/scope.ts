import type { SelectQueryBuilder } from 'kysely';
import type { Principal } from './context.ts';
import { problem } from './problems.ts';

/** Authorities that see and act on every company and business unit. */
export const UNRESTRICTED_AUTHORITIES = ['ROLE_ADMIN'] as const;

/**
 * The one ownership mechanism: what company and business units a principal may reach.
 * `null` id lists mean "no restriction".
 */
export interface Scope {
  readonly unrestricted: boolean;
  /** Reads every company's and unit's rows (administrators, and verificators, who audit every unit). */
  readonly readsAll: boolean;
  /** Acts for the whole company (a company administrator), not only for some of its units. */
  readonly companyWide: boolean;
  /** Units the caller may reach; null when unrestricted. */
  readonly businessUnitIds: readonly number[] | null;
  /** Companies the caller may reach; null when unrestricted. */
  readonly companyIds: readonly number[] | null;
  ownsBusinessUnit(id: number | null | undefined): boolean;
  ownsCompany(id: number | null | undefined): boolean;
  /** Throws 403 unless the unit is within reach. */
  assertBusinessUnit(id: number | null | undefined): void;
  /** Throws 403 unless the company is within reach. */
  assertCompany(id: number | null | undefined): void;
  /** Adds `column IN (reachable units)` to a query (nothing when unrestricted; no rows when none). */
  restrictToBusinessUnits<DB, TB extends keyof DB, O>(
    qb: SelectQueryBuilder<DB, TB, O>,
    column: string,
  ): SelectQueryBuilder<DB, TB, O>;
  /** Adds `column IN (reachable companies)` to a query. */
  restrictToCompanies<DB, TB extends keyof DB, O>(
    qb: SelectQueryBuilder<DB, TB, O>,
    column: string,
  ): SelectQueryBuilder<DB, TB, O>;
}

/** Besides the unrestricted ones, the authority that reads every unit's rows: verificators audit every unit. */
export const READ_ALL_AUTHORITY = 'ROLE_VERIFICATOR';

/** The authority that acts for every unit of its company. */
export const COMPANY_WIDE_AUTHORITY = 'ROLE_USER_ADMIN_COMPANY';

export function scopeFor(
  principal: Principal | null,
  unrestrictedAuthorities: readonly string[] = UNRESTRICTED_AUTHORITIES,
): Scope {
  const unrestricted = !!principal && principal.authorities.some((a) => unrestrictedAuthorities.includes(a));
  const units = unrestricted ? null : (principal?.businessUnitIds ?? []);
  const companies = unrestricted
    ? null
    : principal?.companyId !== null && principal?.companyId !== undefined
      ? [principal.companyId]
      : [];
  const restrict = <DB, TB extends keyof DB, O>(
    qb: SelectQueryBuilder<DB, TB, O>,
    column: string,
    ids: readonly number[] | null,
  ): SelectQueryBuilder<DB, TB, O> => {
    if (ids === null) return qb;
    // biome-ignore lint/suspicious/noExplicitAny: the column is a dynamic reference chosen by the caller
    const ref = column as any;
    if (ids.length === 0) return qb.where(ref, '=', -1);
    return qb.where(ref, 'in', ids as number[]);
  };
  const scope: Scope = {
    unrestricted,
    readsAll: unrestricted || !!principal?.authorities.includes(READ_ALL_AUTHORITY),
    companyWide: unrestricted || !!principal?.authorities.includes(COMPANY_WIDE_AUTHORITY),
    businessUnitIds: units,
    companyIds: companies,
    ownsBusinessUnit: (id) => units === null || (typeof id === 'number' && units.includes(id)),
    ownsCompany: (id) => companies === null || (typeof id === 'number' && companies.includes(id)),
    assertBusinessUnit(id) {
      if (!scope.ownsBusinessUnit(id)) throw problem.forbidden('This business unit is not yours.');
    },
    assertCompany(id) {
      if (!scope.ownsCompany(id)) throw problem.forbidden('This company is not yours.');
    },
    restrictToBusinessUnits: (qb, column) => restrict(qb, column, units),
    restrictToCompanies: (qb, column) => restrict(qb, column, companies),
  };
  return scope;
}
