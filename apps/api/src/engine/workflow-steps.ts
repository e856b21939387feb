/**
 * The server's side of a resource's workflow (`@vlegal/domain/workflow`): whether the caller may take a
 * step on a row, what `allowedActions` answers this caller, and the record of a step taken. The generic
 * handlers run a step in one transaction: the row locked, the state the caller saw checked, the table's
 * refusals, the effects, the state change and this record, together.
 */
import { type Caller, refusal, allowedActions as stepsAllowed, stepFrom } from '@vlegal/domain/workflow';
import type { Database } from '../db/index.ts';
import type { RequestContext } from '../http/context.ts';
import { HttpProblem, PROBLEM_TITLES, ProblemType, problem } from '../http/problems.ts';
import type { EngineResource, Row } from './types.ts';

function callerOf(ctx: RequestContext): Caller | null {
  const principal = ctx.principal;
  return principal ? { login: principal.login, authorities: principal.authorities } : null;
}

/** The steps this caller may take on the row now (answered per request, never kept in a shared page). */
export function allowedFor(ctx: RequestContext, resource: EngineResource, row: Row): string[] {
  return resource.workflow ? stepsAllowed(resource.workflow, row, callerOf(ctx), resource.writeRoles) : [];
}

/** An answer of the resource's handlers with `allowedActions` of this caller on each of its rows. */
export function withAllowedActions(ctx: RequestContext, resource: EngineResource, answer: unknown): unknown {
  if (!resource.workflow) return answer;
  const decorate = (value: unknown) =>
    value && typeof value === 'object' && 'id' in value
      ? { ...(value as Row), allowedActions: allowedFor(ctx, resource, value as Row) }
      : value;
  return Array.isArray(answer) ? answer.map(decorate) : decorate(answer);
}

/**
 * The step `action` of `row` for this caller, or the refusal: 409 for a step its state (or a condition of
 * the row) does not allow or that nobody declared, 403 for a caller whose roles do not take it or who made
 * what they would check. A resource without a workflow takes every step its roles allow.
 */
export function checkedStep(ctx: RequestContext, resource: EngineResource, action: string, row: Row) {
  const { workflow } = resource;
  if (!workflow) return undefined;
  const why = refusal(workflow, action, row, callerOf(ctx), resource.writeRoles);
  const state = workflow.field ? String(row[workflow.field] ?? '').toLowerCase() : '';
  switch (why) {
    case null:
      return stepFrom(workflow, action, row);
    case 'role':
      throw problem.forbidden(`Your roles do not take the step ${action} of a ${resource.label}.`);
    case 'maker':
      throw new HttpProblem(403, {
        type: ProblemType.forbidden,
        title: PROBLEM_TITLES.forbidden,
        detail: `You took the step before this one on this ${resource.label}: somebody else takes ${action}.`,
        message: 'error.workflow.makerChecker',
      });
    case 'undeclared':
      throw problem.actionNotAllowed(`A ${resource.label} has no step ${action}.`);
    case 'condition':
      throw problem.actionNotAllowed(
        workflow.steps.find((s) => s.action === action && s.whenRefused)?.whenRefused ??
          `This ${resource.label} does not allow ${action} now.`,
      );
    default:
      throw problem.actionNotAllowed(
        state
          ? `This ${resource.label} is ${state}: it does not allow ${action}.`
          : `This ${resource.label} does not allow ${action} now.`,
      );
  }
}

/** Refuses a step sent from a state the row has left (409, with the state it is in now). */
export function assertSeenState(resource: EngineResource, row: Row, seen: unknown) {
  const field = resource.workflow?.field;
  if (!field || seen === undefined || seen === null || seen === row[field]) return;
  throw new HttpProblem(409, {
    type: ProblemType.staleState,
    title: PROBLEM_TITLES.staleState,
    detail: `This ${resource.label} changed since it was read: it is ${String(row[field]).toLowerCase()} now.`,
    message: 'error.staleState',
    currentState: String(row[field]),
  });
}

/** Records a step taken, in its transaction (`workflow_step`). */
export async function recordStep(
  tx: Database,
  resource: EngineResource,
  id: number,
  step: { action: string; from: unknown; to: unknown; login: string; note: string | null },
) {
  await tx.kysely
    .insertInto('workflow_step')
    .values({
      entity: resource.key,
      row_id: id,
      action: step.action,
      from_state: step.from === undefined || step.from === null ? null : String(step.from),
      to_state: step.to === undefined || step.to === null ? null : String(step.to),
      login: step.login,
      note: step.note,
    })
    .execute();
}
