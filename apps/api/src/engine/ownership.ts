/** Rows a caller may read and write, by the owner each resource declares (docs/adr/0008). */
import type { RequestContext } from '../http/context.ts';
import { problem } from '../http/problems.ts';
import type { EngineResource, Row } from './types.ts';
import type { Condition, ResourceRepository } from './repository.ts';

type Caller = Pick<RequestContext, 'scope'>;

/**
 * Rows the caller may see (or, `writing`, change), by the resource's declared owner: those of the caller's
 * units (and, for a shared resource, rows of no unit; with `alsoReadBy`, rows the caller's units receive,
 * to read), of the caller's company, or whose parent row the caller may see. Unrestricted callers reach every row; verificators, who audit every unit, read every row.
 */
export function ownership(ctx: Caller, resource: EngineResource, writing = false): Condition[] {
  const { owner } = resource;
  if (owner.kind === 'none' || ctx.scope.unrestricted || (!writing && ctx.scope.readsAll)) return [];
  const units = ctx.scope.businessUnitIds ?? [];
  switch (owner.kind) {
    case 'businessUnit': {
      const own: Condition = { field: owner.field, ownedBy: units, orNull: owner.shared };
      if (owner.alsoReadBy && !writing)
        return [{ either: [[own], [{ field: owner.alsoReadBy, ownedBy: units, orNull: false }]] }];
      if (!owner.company) return [own];
      const ofCompany: Condition[] = [
        { field: owner.field, ownedBy: [], orNull: true },
        { field: owner.company, ownedBy: ctx.scope.companyIds ?? [], orNull: false },
      ];
      return [{ either: [[own], ofCompany] }];
    }
    case 'unit':
      return [{ field: 'id', ownedBy: units, orNull: false }];
    case 'company':
      return [{ field: owner.field, ownedBy: ctx.scope.companyIds ?? [], orNull: false }];
    case 'parent': {
      const where = ownership(ctx, owner.parent, writing);
      return where.length ? [{ field: owner.field, parent: owner.parent, where }] : [];
    }
  }
}

/**
 * Writes of owned rows: a caller without the unrestricted authority writes only rows of their own units or
 * company, or rows whose parent they may write (rows of no unit, in a shared resource, are the
 * administrators'; rows of a company as a whole, its company administrators'), and adds units only to their
 * own company. `repo` reads the parent and a unit's company, inside the caller's transaction.
 */
export async function assertWritable(
  ctx: Caller,
  resource: EngineResource,
  row: Row,
  repo: ResourceRepository,
): Promise<void> {
  const { owner } = resource;
  if (owner.kind === 'none' || ctx.scope.unrestricted) return;
  if (owner.kind === 'unit') {
    // A new unit is created in the caller's company by its company administrator; a unit stays there.
    if (typeof row.id === 'number') ctx.scope.assertBusinessUnit(row.id);
    else assertCompanyWide(ctx, row[owner.company]);
    ctx.scope.assertCompany(row[owner.company] as number);
    return;
  }
  const id = row[owner.field];
  if (owner.kind === 'businessUnit' && owner.company) {
    const company = row[owner.company] as number;
    if (typeof id !== 'number') return assertCompanyWide(ctx, company);
    ctx.scope.assertBusinessUnit(id);
    if ((await repo.companyOfUnit(id)) !== company)
      throw problem.forbidden(`The business unit of this ${resource.label} is not of its company.`);
    return;
  }
  if (typeof id !== 'number') {
    throw problem.forbidden(`Only an administrator writes ${resource.label} rows of no owner.`);
  }
  if (owner.kind === 'businessUnit') ctx.scope.assertBusinessUnit(id);
  else if (owner.kind === 'company') ctx.scope.assertCompany(id);
  else {
    const parent = await repo.findById(owner.parent, id, ownership(ctx, owner.parent, true));
    if (!parent) throw problem.forbidden(`The ${owner.parent.label} of this ${resource.label} is not yours.`);
    await assertWritable(ctx, owner.parent, parent, repo);
  }
}

/** Rows of a company as a whole (not of one of its units) are written by its company administrators. */
function assertCompanyWide(ctx: Caller, company: unknown): void {
  if (!ctx.scope.companyWide)
    throw problem.forbidden('Only a company administrator writes for the whole company.');
  ctx.scope.assertCompany(company as number);
}

/** The tables a list of the resource reads: its own, and those of the parents that own its rows. */
export function tablesRead(resource: EngineResource): string[] {
  const { owner } = resource;
  return [resource.table, ...(owner.kind === 'parent' ? tablesRead(owner.parent) : [])];
}

/**
 * Writes by a unit's own users stop while the unit is inactive or locked by an administrator
 * (`adminLocked`), or its company is inactive; reads stay open and administrators write on. Found through
 * the row's owner: its unit, its company, or its parent's.
 */
export async function assertOpenForWrites(
  ctx: Caller,
  resource: EngineResource,
  row: Row,
  repo: ResourceRepository,
): Promise<void> {
  const { owner } = resource;
  if (owner.kind === 'none' || ctx.scope.unrestricted) return;
  if (owner.kind === 'parent') {
    const id = row[owner.field];
    const parent = typeof id === 'number' ? await repo.findById(owner.parent, id) : null;
    if (parent) await assertOpenForWrites(ctx, owner.parent, parent, repo);
    return;
  }
  // The unit the row belongs to, or its company when it belongs to no unit (yet).
  const [kind, id] =
    owner.kind === 'unit'
      ? typeof row.id === 'number'
        ? (['businessUnit', row.id] as const)
        : (['company', row[owner.company]] as const)
      : owner.kind === 'businessUnit' && owner.company && row[owner.field] == null
        ? (['company', row[owner.company]] as const)
        : ([owner.kind, row[owner.field]] as const);
  if (typeof id !== 'number') return;
  if (!(await repo.ownerOpen(kind, id)))
    throw problem.unitLocked(
      kind === 'businessUnit'
        ? 'The business unit is inactive or locked, or its company is inactive: its records are read-only.'
        : 'The company is inactive: its records are read-only.',
    );
}
