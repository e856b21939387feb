/**
 * The generic writes of every resource: create, update (a posted document reversed and posted again),
 * delete and the workflow's steps (a cancellation's reversal among them), each checked, in one
 * transaction, audited.
 */
import { type Database, inTransaction } from '../db/index.ts';
import type { OperationHandler, RequestContext } from '../http/context.ts';
import { replay } from '../http/idempotency.ts';
import { HttpProblem, PROBLEM_TITLES, ProblemType, problem } from '../http/problems.ts';
import { AuditType } from '../services/audit.ts';
import { lockForPosting, reverse } from '../books/ledger.ts';
import { STEP_EFFECTS, STEP_GUARDS, type StepRun } from './step-effects.ts';
import { type EngineOperation, engineResourceOf } from './declarations.ts';
import { type HandlerKit, locationOf, postsOnWrite, sourceOf, withFilled } from './handler-kit.ts';
import { assertOpenForWrites, assertWritable } from './ownership.ts';
import type { EngineResource, Row } from './types.ts';
import { assertSeenState, checkedStep, recordStep } from './workflow-steps.ts';
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

type WriteKind = 'create' | 'update' | 'delete' | 'step' | 'decide';

/** What a step's call may carry: the state the caller saw, a reason, a decision's checklist. */
type StepBody = Row & { seenStatus?: string; reason?: string };

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

  /**
   * Takes `action` on row `id` in `tx`: the row locked (a second step waits, then sees this one's state),
   * reached as its taker may (a checker's step, one naming its own roles as a verificator's approval, reaches
   * every row its taker reads; any other, the rows its taker writes), the state the caller saw, the table's
   * refusals, the resource's guards, the effects in order, the state change and stamps, and the record.
   */
  async function runStep(
    tx: Database,
    ctx: RequestContext,
    resource: EngineResource,
    action: string,
    id: number,
    body: StepBody,
  ): Promise<Row> {
    const field = resource.workflow?.field;
    if (!field) throw new Error(`${resource.key} keeps no state`);
    const within = repo.within(tx);
    const reviewing = resource.workflow?.steps.some((s) => s.action === action && s.roles) ?? false;
    const current = await reachable(ctx, resource, id, within, true, !reviewing);
    if (!reviewing) await assertWritable(ctx, resource, current, within);
    await assertOpenForWrites(ctx, resource, current, within);
    assertSeenState(resource, current, body.seenStatus);
    const step = checkedStep(ctx, resource, action, current);
    if (!step) throw new Error(`${resource.key} declares no step ${action}`);
    // A step's own call requires its reason in the contract; a decision's note is optional there, as an
    // approval takes none, so a rejection without one is refused here.
    if (step.note === 'required' && !String(body.reason ?? '').trim())
      throw problem.validation([{ objectName: resource.key, field: 'note', message: 'must not be blank' }]);
    const note = step.note === 'required' ? String(body.reason).trim() : null;
    // The row with its lines, as the guards and the effects read it; each effect sees what the ones before
    // it filled (an approval posts on the issue date it drew).
    const run: StepRun = {
      tx,
      ctx,
      resource,
      action,
      body,
      row: await withLines(within, resource, current),
      login: login(ctx),
      note,
    };
    await STEP_GUARDS[resource.key]?.[action]?.(run);
    let fills: Row = {};
    for (const effect of step.effects ?? []) {
      fills = { ...fills, ...(await STEP_EFFECTS[effect](run)) };
      run.row = { ...run.row, ...fills };
    }
    const { by, at, note: noteField } = step.stamps ?? {};
    const stamp = {
      ...stampOf(resource, login(ctx), {}, current),
      ...fills,
      ...(step.to ? { [field]: step.to } : {}),
      ...(by ? { [by]: login(ctx) } : {}),
      ...(at ? { [at]: new Date().toISOString() } : {}),
      ...(noteField ? { [noteField]: note } : {}),
    };
    const changed = await within.update(resource, id, {}, stamp);
    if (!changed) throw problem.notFound(`No ${resource.label} with this id.`);
    await recordStep(tx, resource, id, {
      action,
      from: current[field],
      to: step.to ?? current[field],
      login: login(ctx),
      note,
    });
    return withLines(within, resource, changed);
  }

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
          // Written only in the states its workflow says; a posted row is corrected by reversing its
          // entries and posting the corrected row.
          checkedStep(ctx, resource, 'update', current);
          const reposting = postsOnWrite(resource) ? assertEditable(resource) : false;
          // A posted row's rules run only when it is posted again; any other row's on every change.
          const filled =
            reposting || !postsOnWrite(resource) ? await prepared(tx, resource, merged, ctx, current) : {};
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
          checkedStep(ctx, resource, 'delete', current);
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

    step:
      ({ resource, action }) =>
      async (ctx) => {
        if (!action) throw new Error(`${ctx.operationId} takes no step`);
        const body = (ctx.req.body ?? {}) as StepBody;
        const outcome = await once(ctx, resource, (tx) =>
          runStep(tx, ctx, resource, action, pathId(ctx), body),
        );
        if ('replay' in outcome) return replay(ctx, outcome.replay);
        await audit(ctx, AuditType.entityUpdated, resource, pathId(ctx));
        return outcome.done;
      },

    // A decision on an approval (its id in the body) is its subject's step, in one transaction: the
    // approval locked and still pending, then the step, which closes it (`closeApproval`).
    decide:
      ({ resource, action }) =>
      async (ctx) => {
        const subject = resource.decides ? (engineResourceOf(resource.decides.resource) ?? null) : null;
        if (!action || !subject) throw new Error(`${ctx.operationId} decides nothing`);
        const body = (ctx.req.body ?? {}) as StepBody & { id: number; note?: string | null };
        const decided = { ...body, reason: body.note ?? undefined };
        let subjectId = 0;
        const outcome = await once(ctx, subject, async (tx) => {
          const within = repo.within(tx);
          // Locked until the decision commits: a second decision waits, then finds it decided.
          const approval = await reachable(ctx, resource, Number(body.id), within, true, false);
          if (approval.status !== 'PENDING')
            throw new HttpProblem(409, {
              type: ProblemType.staleState,
              title: PROBLEM_TITLES.staleState,
              detail: `This ${resource.label} was decided already: it is ${String(approval.status).toLowerCase()}.`,
              message: 'error.staleState',
              currentState: String(approval.status),
            });
          subjectId = Number(approval[(resource.decides as { field: string }).field]);
          await runStep(tx, ctx, subject, action, subjectId, decided);
          return (await within.findById(resource, Number(body.id))) as Row;
        });
        if ('replay' in outcome) return replay(ctx, outcome.replay);
        await audit(ctx, AuditType.entityUpdated, subject, subjectId);
        return outcome.done;
      },
  };
}

/** A posted row is corrected only when its resource reposts; else 409. */
function assertEditable(resource: EngineResource): true {
  if (resource.posting?.update !== 'repost')
    throw problem.actionNotAllowed(
      `A ${resource.label} that moved stock is not edited here: cancel it, which reverses its movements.`,
    );
  return true;
}
