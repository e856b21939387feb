/** Rows a caller may read and write, by the owner each resource declares (docs/adr/0008). */
import type { RequestContext } from '../http/context.ts';
import { problem } from '../http/problems.ts';
import type { EngineResource, Row } from './types.ts';
import type { Condition, ResourceRepository } from './repository.ts';

type Caller = Pick<RequestContext, 'scope'>;

/**
 * Rows the caller may see, by the resource's declared owner: those of the caller's units (and, for a
 * shared resource, rows of no unit), of the caller's company, or whose parent row the caller may see.
 * Unrestricted callers see every row.
 */
export function ownership(ctx: Caller, resource: EngineResource): Condition[] {
  const { owner } = resource;
  if (owner.kind === 'none' || ctx.scope.unrestricted) return [];
  switch (owner.kind) {
    case 'businessUnit':
      return [{ field: owner.field, ownedBy: ctx.scope.businessUnitIds ?? [], orNull: owner.shared }];
    case 'company':
      return [{ field: owner.field, ownedBy: ctx.scope.companyIds ?? [], orNull: false }];
    case 'parent': {
      const where = ownership(ctx, owner.parent);
      return where.length ? [{ field: owner.field, parent: owner.parent, where }] : [];
    }
  }
}

/**
 * Writes of owned rows: a caller without the unrestricted authority writes only rows of their own units or
 * company, or rows whose parent they may write (rows of no unit, in a shared resource, are the
 * administrators'). `repo` reads the parent, inside the caller's transaction.
 */
export async function assertWritable(
  ctx: Caller,
  resource: EngineResource,
  row: Row,
  repo: ResourceRepository,
): Promise<void> {
  const { owner } = resource;
  if (owner.kind === 'none' || ctx.scope.unrestricted) return;
  const id = row[owner.field];
  if (typeof id !== 'number') {
    throw problem.forbidden(`Only an administrator writes ${resource.label} rows of no owner.`);
  }
  if (owner.kind === 'businessUnit') ctx.scope.assertBusinessUnit(id);
  else if (owner.kind === 'company') ctx.scope.assertCompany(id);
  else {
    const parent = await repo.findById(owner.parent, id, ownership(ctx, owner.parent));
    if (!parent) throw problem.forbidden(`The ${owner.parent.label} of this ${resource.label} is not yours.`);
    await assertWritable(ctx, owner.parent, parent, repo);
  }
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
  const id = row[owner.field];
  if (typeof id !== 'number') return;
  if (owner.kind === 'parent') {
    const parent = await repo.findById(owner.parent, id);
    if (parent) await assertOpenForWrites(ctx, owner.parent, parent, repo);
    return;
  }
  if (!(await repo.ownerOpen(owner.kind, id)))
    throw problem.unitLocked(
      owner.kind === 'businessUnit'
        ? 'The business unit is inactive or locked, or its company is inactive: its records are read-only.'
        : 'The company is inactive: its records are read-only.',
    );
}
