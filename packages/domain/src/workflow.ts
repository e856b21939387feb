/**
 * A document's workflow as one declared transition table, read by the server (which runs the steps and
 * answers each caller the steps it may take, which the screens offer) and by the tests. A row's state
 * lives in one field; each step names the states it starts from, the state it leads to, who may take it
 * and what it needs. A step nobody declared is refused, and so are PUT and DELETE outside the states the
 * table names for `update` and `delete`.
 */
import { type Authority, allows } from './roles.ts';

/** What the server does besides changing the state, in the step's transaction (`engine/workflow-steps.ts`). */
export type StepEffect =
  /** Reverses the row's ledger entries (a cancellation). */
  | 'reverse'
  /** Holds each line's quantity of its stock until the row is decided (a submission). */
  | 'reserve'
  /** Gives back what `reserve` held (a decision). */
  | 'release'
  /** Posts the row's movements (`posting`), dated on the day the step fills (an approval's export). */
  | 'post'
  /** Numbers and dates the row as an issued document, with its public check code (an approval). */
  | 'issue'
  /** Opens the row's pending approval (a submission: `approvalKind`). */
  | 'openApproval'
  /** Decides the row's pending approval, with the checklist and note of the decision (approve, reject). */
  | 'closeApproval';

export interface Step<S extends string = string> {
  /**
   * The step's name, answered in `allowedActions`: `update` and `delete` admit the generic PUT and DELETE,
   * every other step is a call of its own (`cancel<Schema>`, `submit…`).
   */
  action: string;
  /** The states the step starts from; any state when left out (and for a row that keeps none). */
  from?: readonly S[];
  /** The state it leads to; none for `update` and `delete`. */
  to?: S;
  /** Who may take it; the resource's write roles when left out. */
  roles?: readonly Authority[];
  /** A reason the caller must give, kept with the step in the row's history. */
  note?: 'required';
  /** Maker ≠ checker: the login in this field of the row may not take the step (who submitted it). */
  notBy?: string;
  /** A further condition on the row alone (a stock corrected only before its first movement). */
  when?: (row: Readonly<Record<string, unknown>>) => boolean;
  /** Why `when` refuses, as the refusal's detail says it. */
  whenRefused?: string;
  effects?: readonly StepEffect[];
  /** Fields of the row the step fills: who took it, when, and its note (`cancelledBy`, …). */
  stamps?: { by?: string; at?: string; note?: string };
}

export interface Workflow<S extends string = string> {
  /** The field holding the state; none for rows whose steps depend on `when` alone (a stock). */
  field?: string;
  steps: readonly Step<S>[];
}

/** Who asks: their login and authorities. */
export interface Caller {
  login: string;
  authorities: readonly string[];
}

/**
 * Who takes a step whose declaration names nobody: the resource's writers, or per step (a resource whose
 * deletes are narrower than its writes).
 */
export type DefaultRoles = readonly Authority[] | ((action: string) => readonly Authority[]);

const defaultsFor = (roles: DefaultRoles, action: string) =>
  typeof roles === 'function' ? roles(action) : roles;

/** Why a step is refused (`null`: it is allowed). */
export type Refusal = 'undeclared' | 'state' | 'role' | 'maker' | 'condition';

/**
 * Whether `caller` may take `action` on `row` now, and why not. The declared step of that name whose
 * start states hold the row's state decides; a name declared for other states only is refused by state.
 */
export function refusal(
  workflow: Workflow,
  action: string,
  row: Readonly<Record<string, unknown>>,
  caller: Caller | null,
  writeRoles: DefaultRoles,
): Refusal | null {
  const named = workflow.steps.filter((step) => step.action === action);
  if (named.length === 0) return 'undeclared';
  const step = named.find((s) => startsAt(workflow, s, row));
  if (!step) return 'state';
  if (!caller || !allows(step.roles ?? defaultsFor(writeRoles, action), caller.authorities)) return 'role';
  if (step.notBy && row[step.notBy] === caller.login) return 'maker';
  if (step.when && !step.when(row)) return 'condition';
  return null;
}

/** The step `action` takes from the row's state (declared and starting there), or undefined. */
export function stepFrom(
  workflow: Workflow,
  action: string,
  row: Readonly<Record<string, unknown>>,
): Step | undefined {
  return workflow.steps.find((step) => step.action === action && startsAt(workflow, step, row));
}

function startsAt(workflow: Workflow, step: Step, row: Readonly<Record<string, unknown>>): boolean {
  return !step.from || !workflow.field || (step.from as readonly unknown[]).includes(row[workflow.field]);
}

/** The steps `caller` may take on `row` now, each named once, in the table's order. */
export function allowedActions(
  workflow: Workflow,
  row: Readonly<Record<string, unknown>>,
  caller: Caller | null,
  writeRoles: DefaultRoles,
): string[] {
  const names = [...new Set(workflow.steps.map((step) => step.action))];
  return names.filter((action) => refusal(workflow, action, row, caller, writeRoles) === null);
}
