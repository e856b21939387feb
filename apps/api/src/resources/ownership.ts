/** Rows a caller may read and write, by the owner each resource declares (docs/adr/0008). */
import type { RequestContext } from '../http/context.ts';
import { problem } from '../http/problems.ts';
import type { EngineResource, Row } from './model.ts';
import type { Condition } from './repository.ts';

/**
 * Rows the caller may see, by the resource's declared owner: those of the caller's units (and, for a
 * shared resource, rows of no unit), or of the caller's company. Unrestricted callers see every row.
 */
export function ownership(ctx: RequestContext, resource: EngineResource): Condition[] {
  const { owner } = resource;
  if (owner.kind === 'none' || ctx.scope.unrestricted) return [];
  return owner.kind === 'businessUnit'
    ? [{ field: owner.field, ownedBy: ctx.scope.businessUnitIds ?? [], orNull: owner.shared }]
    : [{ field: owner.field, ownedBy: ctx.scope.companyIds ?? [], orNull: false }];
}

/**
 * Writes of owned rows: a caller without the unrestricted authority writes only rows of their own units or
 * company (rows of no unit, in a shared resource, are the administrators').
 */
export function assertWritable(ctx: RequestContext, resource: EngineResource, row: Row): void {
  const { owner } = resource;
  if (owner.kind === 'none' || ctx.scope.unrestricted) return;
  const id = row[owner.field];
  if (typeof id !== 'number') {
    throw problem.forbidden(`Only an administrator writes ${resource.label} rows of no owner.`);
  }
  if (owner.kind === 'businessUnit') ctx.scope.assertBusinessUnit(id);
  else ctx.scope.assertCompany(id);
}
