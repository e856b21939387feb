/**
 * The generic writes of every resource: create, update (a posted document reversed and posted again),
 * delete and cancel (a posting's reversal), each checked, in one transaction, audited.
 */
import { inTransaction } from '../db/index.ts';
import type { OperationHandler } from '../http/context.ts';
import { replay } from '../http/idempotency.ts';
import { HttpProblem, PROBLEM_TITLES, ProblemType, problem } from '../http/problems.ts';
import { AuditType } from '../services/audit.ts';
import { lockForPosting, reverse } from '../books/ledger.ts';
import type { EngineOperation } from './declarations.ts';
import { type HandlerKit, locationOf, sourceOf, withFilled } from './handler-kit.ts';
import { assertOpenForWrites, assertWritable } from './ownership.ts';
import type { EngineResource, Row } from './types.ts';
import {
  assertGuarded,
  checkWrite,
  fieldErrors,
  fileErrors,
  lineErrors,
  orderErrors,
  type PgError,
  referencingTable,
  stampOf,
} from './write-checks.ts';

type WriteKind = 'create' | 'update' | 'delete' | 'cancel';

export function createWriteHandlers(
  kit: HandlerKit,
): Record<WriteKind, (op: EngineOperation) => OperationHandler> {
  const {
    services,
    effects,
    repo,
    login,
    pathId,
    write,
    audit,
    reachable,
    prepared,
    posted,
    withLines,
    deleteLines,
    insertLines,
    insertChecked,
    created,
    once,
  } = kit;

  return {
    create:
      ({ resource }) =>
      async (ctx) => {
        const { id: _ignored, ...body } = (ctx.req.body ?? {}) as Row;
        const outcome = await once(
          ctx,
          resource,
          (tx) => insertChecked(ctx, resource, body, tx),
          (row) => ({
            status: 201,
            body: row,
            location: locationOf(resource, row),
          }),
        );
        if ('replay' in outcome) return replay(ctx, outcome.replay);
        return created(ctx, resource, outcome.done);
      },

    update:
      ({ resource }) =>
      async (ctx) => {
        const body = (ctx.req.body ?? {}) as Row;
        const id = Number(body.id);
        if (!Number.isInteger(id) || id < 1) {
          throw problem.validation([{ objectName: resource.key, field: 'id', message: 'must not be null' }]);
        }
        const errors = [...fieldErrors(resource, body, false), ...lineErrors(resource, body)];
        if (errors.length) throw problem.validation(errors);
        // The row held from the checks to the write: one transaction.
        let before: Row = {};
        const outcome = await once(ctx, resource, async (tx) => {
          const within = repo.within(tx);
          // A document's lines are part of it: its movements, and what a PUT without them keeps.
          const current = await withLines(within, resource, await reachable(ctx, resource, id, within, true));
          before = current;
          assertGuarded(resource, ctx.principal?.authorities ?? [], body, current);
          const merged = { ...current, ...body };
          await assertWritable(ctx, resource, current, within);
          await assertWritable(ctx, resource, merged, within);
          await assertOpenForWrites(ctx, resource, current, within);
          await assertOpenForWrites(ctx, resource, merged, within);
          const invalid = [...orderErrors(resource, merged), ...(await fileErrors(resource, body, merged))];
          if (invalid.length) throw problem.validation(invalid);
          await checkWrite(within, resource, merged, id);
          // A posted row is corrected by reversing its entries and posting the corrected row.
          const reposting = resource.posting ? assertEditable(resource, current) : false;
          // A posted row's rules run only when it is posted again; any other row's on every change.
          const filled =
            reposting || !resource.posting ? await prepared(tx, resource, merged, ctx, current) : {};
          if (reposting && resource.posting) {
            await lockForPosting(tx, [
              ...resource.posting.movements(current),
              ...resource.posting.movements(withFilled(resource, merged, filled)),
            ]);
            await reverse(tx, sourceOf(resource, id), login(ctx));
          }
          const stamp = { ...stampOf(resource, login(ctx), body, current), ...filled };
          const updated = await write(resource, () => within.update(resource, id, body, stamp));
          if (!updated) throw problem.notFound(`No ${resource.label} with this id.`);
          // The lines sent replace the stored ones (their entries were reversed with the document's).
          if (resource.lines.length) {
            await deleteLines(within, resource, current);
            await insertLines(within, resource, id, merged, filled, ctx);
          }
          return reposting ? posted(tx, resource, updated, ctx) : withLines(within, resource, updated);
        });
        if ('replay' in outcome) return replay(ctx, outcome.replay);
        const row = outcome.done;
        await audit(ctx, AuditType.entityUpdated, resource, id);
        await effects[resource.key]?.({ ctx, before, after: row });
        return row;
      },

    delete:
      ({ resource }) =>
      async (ctx) => {
        const id = pathId(ctx);
        await inTransaction(services.db, async (tx) => {
          const within = repo.within(tx);
          const current = await reachable(ctx, resource, id, within, true);
          await assertWritable(ctx, resource, current, within);
          await assertOpenForWrites(ctx, resource, current, within);
          if (resource.posting?.status)
            throw problem.actionNotAllowed(
              `A posted ${resource.label} is not deleted: cancel it, which reverses its stock movements.`,
            );
          let deleted: boolean;
          try {
            deleted = await within.delete(resource, id);
          } catch (err) {
            const e = err as PgError;
            if (e.code !== '23503') throw err;
            const from = referencingTable(e);
            throw new HttpProblem(409, {
              type: ProblemType.referencedRow,
              title: PROBLEM_TITLES.referencedRow,
              detail: from
                ? `This ${resource.label} is still used by ${from.replace(/_/g, ' ')} rows; it cannot be deleted.`
                : `This ${resource.label} is still used by other rows; it cannot be deleted.`,
              message: 'error.referenced',
            });
          }
          if (!deleted) throw problem.notFound(`No ${resource.label} with this id.`);
        });
        await audit(ctx, AuditType.entityDeleted, resource, id);
        ctx.reply.code(204);
        return undefined;
      },

    cancel:
      ({ resource }) =>
      async (ctx) => {
        const id = pathId(ctx);
        const status = resource.posting?.status;
        if (!status) throw new Error(`${ctx.operationId} has no status to cancel`);
        const outcome = await once(ctx, resource, async (tx) => {
          const within = repo.within(tx);
          const current = await reachable(ctx, resource, id, within, true);
          await assertWritable(ctx, resource, current, within);
          await assertOpenForWrites(ctx, resource, current, within);
          if (!allows(resource, 'cancel', current))
            throw problem.actionNotAllowed(
              `This ${resource.label} is ${String(current[status]).toLowerCase()}: it cannot be cancelled.`,
            );
          // The request check has already refused a reason that is missing or only spaces.
          const reason = String((ctx.req.body as { reason: string }).reason).trim();
          await reverse(tx, sourceOf(resource, id), login(ctx), reason);
          const stamp = {
            ...stampOf(resource, login(ctx), {}, current),
            [status]: 'CANCELLED',
            cancelledBy: login(ctx),
            cancelledDate: new Date().toISOString(),
            cancelReason: reason,
          };
          const cancelled = await within.update(resource, id, {}, stamp);
          if (!cancelled) throw problem.notFound(`No ${resource.label} with this id.`);
          return withLines(within, resource, cancelled);
        });
        if ('replay' in outcome) return replay(ctx, outcome.replay);
        await audit(ctx, AuditType.entityUpdated, resource, id);
        return outcome.done;
      },
  };
}

/** Whether a row's state allows a workflow step its resource declares (a step it does not declare is allowed). */
function allows(resource: EngineResource, action: string, row: Row): boolean {
  const rule = resource.allowedWhen.find(([name]) => name === action)?.[1];
  return rule ? rule(row) : true;
}

/** A posted row is corrected only when its resource reposts and its state allows `update`; else 409. */
function assertEditable(resource: EngineResource, row: Row): true {
  if (resource.posting?.update !== 'repost' || !allows(resource, 'update', row))
    throw problem.actionNotAllowed(
      resource.posting?.status
        ? `A ${resource.label} that moved stock is not edited here: cancel it, which reverses its movements.`
        : `This ${resource.label} has movements besides its initial balance: it is no longer corrected; record other usage instead.`,
    );
  return true;
}
