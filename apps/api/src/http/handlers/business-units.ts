import { likePattern } from '@vlegal/domain/lists';
import { businessToday, unitValidity } from '@vlegal/domain/unit-validity';
import type { Database } from '../../db/index.ts';
import { AuditType } from '../../services/audit.ts';
import type { AppServices, HandlerMap, RequestContext } from '../context.ts';
import { readPaging, setPageHeaders } from '../paging.ts';
import { problem } from '../problems.ts';
import { scopeFor } from '../scope.ts';

const SORTABLE: Record<string, string> = { code: 'u.code', name: 'u.name' };

/** Verificators audit every unit, so they read every unit's validity like administrators. */
const READ_ALL_UNITS = ['ROLE_ADMIN', 'ROLE_VERIFICATOR'] as const;

function unitInfoQuery(db: Database) {
  return db.kysely
    .selectFrom('business_unit as u')
    .innerJoin('company as c', 'c.id', 'u.company_id')
    .leftJoin('slk_certificate as s', 's.id', 'u.slk_certificate_id')
    .select([
      'u.id',
      'u.code',
      'u.name',
      'u.active',
      'u.admin_locked',
      'u.trans_locked',
      'c.id as company_id',
      'c.name as company_name',
      'c.active as company_active',
      's.id as slk_id',
      's.code as slk_code',
      's.full_code as slk_full_code',
      's.lvlk_name as slk_lvlk_name',
      's.slk_type',
      's.next_surveillance as slk_next_surveillance',
      's.expired_date as slk_expired_date',
      's.status as slk_status',
    ]);
}

type UnitInfoQuery = ReturnType<typeof unitInfoQuery>;
type UnitInfoRow = Awaited<ReturnType<UnitInfoQuery['executeTakeFirstOrThrow']>>;

function unitInfoView(row: UnitInfoRow, today: string) {
  const slk =
    row.slk_id !== null
      ? {
          id: row.slk_id,
          code: row.slk_code as string,
          fullCode: row.slk_full_code as string,
          lvlkName: row.slk_lvlk_name as string,
          slkType: row.slk_type as string,
          nextSurveillance: row.slk_next_surveillance,
          expiredDate: row.slk_expired_date as string,
          status: row.slk_status as string,
        }
      : null;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    active: row.active,
    adminLocked: row.admin_locked,
    transLocked: row.trans_locked,
    company: { id: row.company_id, name: row.company_name, active: row.company_active },
    slkCertificate: slk,
    ...unitValidity({ active: row.active, companyActive: row.company_active, slk }, today),
  };
}

/**
 * One page of the units the caller reaches (administrators and verificators every unit), each with its
 * validity; `narrow` adds the list's own condition (a search text, an expired certificate).
 */
async function reachableUnits(
  db: Database,
  ctx: RequestContext,
  narrow: (query: UnitInfoQuery) => UnitInfoQuery = (query) => query,
) {
  const principal = ctx.requirePrincipal();
  const paging = readPaging(ctx.req, SORTABLE, ['code', 'asc']);
  const scope = scopeFor(principal, READ_ALL_UNITS);
  const matching = narrow(scope.restrictToBusinessUnits(unitInfoQuery(db), 'u.id'));
  const { total } = await matching
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  setPageHeaders(ctx.req, ctx.reply, paging, Number(total));
  let query = matching;
  // biome-ignore lint/suspicious/noExplicitAny: the column comes from the SORTABLE allow-list
  for (const [column, dir] of paging.sort) query = query.orderBy(column as any, dir);
  const rows = await query.orderBy('u.id').limit(paging.size).offset(paging.offset).execute();
  const today = businessToday();
  return rows.map((row) => unitInfoView(row, today));
}

/** The signed-in user's business units and their validity (the dashboard, the menu, later the V-Legal guard). */
export function businessUnitHandlers({ db }: AppServices): HandlerMap {
  return {
    listCompanyBusinessUnitsInfo: (ctx) => reachableUnits(db, ctx),

    searchCompanyBusinessUnitsInfo(ctx) {
      const text = String((ctx.req.query as { query?: unknown }).query ?? '');
      const pattern = likePattern(text);
      return reachableUnits(db, ctx, (query) =>
        query.where((eb) => eb.or([eb('u.code', 'ilike', pattern), eb('u.name', 'ilike', pattern)])),
      );
    },

    listCompanyBusinessUnitsExpired(ctx) {
      const today = businessToday();
      return reachableUnits(db, ctx, (query) =>
        query.where((eb) => eb.or([eb('s.expired_date', '<=', today), eb('s.status', '=', 'EXPIRED')])),
      );
    },

    async listCompanyBusinessUnitsByUser(ctx) {
      const principal = ctx.requirePrincipal();
      const paging = readPaging(ctx.req, SORTABLE, ['code', 'asc']);
      const ids = principal.businessUnitIds;
      setPageHeaders(ctx.req, ctx.reply, paging, ids.length);
      if (ids.length === 0) return [];
      let query = unitInfoQuery(db).where('u.id', 'in', ids);
      // biome-ignore lint/suspicious/noExplicitAny: the column comes from the SORTABLE allow-list
      for (const [column, dir] of paging.sort) query = query.orderBy(column as any, dir);
      const rows = await query.orderBy('u.id').limit(paging.size).offset(paging.offset).execute();
      const today = businessToday();
      return rows.map((row) => unitInfoView(row, today));
    },

    async getCompanyBusinessUnitInfo(ctx) {
      const principal = ctx.requirePrincipal();
      const id = Number((ctx.req.params as { id: string }).id);
      const notFound = () => problem.notFound('There is no business unit with this id.');
      // Another tenant's unit answers like a missing one (its ids are not enumerable), and is audited.
      if (!scopeFor(principal, READ_ALL_UNITS).ownsBusinessUnit(id)) {
        await ctx.audit({
          principal: principal.login,
          type: AuditType.authorizationFailure,
          data: { operationId: ctx.operationId, businessUnitId: id, reason: 'not-own-business-unit' },
        });
        throw notFound();
      }
      const row = await unitInfoQuery(db).where('u.id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      return unitInfoView(row, businessToday());
    },
  };
}
