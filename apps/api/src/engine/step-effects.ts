/**
 * What a workflow step does besides changing the state (`StepEffect` of `@vlegal/domain/workflow`), run by
 * the generic step handler in the step's transaction, in the order the step declares them; each answers the
 * fields it fills on the row (an approval's number and dates), which the later ones see. A resource's own
 * checks of a step and its `issue` fills are bound here by resource key.
 */
import { negated } from '@vlegal/domain/books/quantity';
import type { StepEffect } from '@vlegal/domain/workflow';
import { sql } from 'kysely';
import { post, release, reserve, reverse } from '../books/ledger.ts';
import type { Database } from '../db/index.ts';
import type { RequestContext } from '../http/context.ts';
import { assertSubmittable, issue } from '../vlegal/rules.ts';
import { engineResourceOf } from './declarations.ts';
import { sourceOf } from './handler-kit.ts';
import { type EngineResource, type Row, toColumn } from './types.ts';

export interface StepRun {
  tx: Database;
  ctx: RequestContext;
  resource: EngineResource;
  action: string;
  /** What the call carried (a decision's checklist). */
  body: Row;
  /** The row with its lines and what earlier effects filled. */
  row: Row;
  login: string;
  note: string | null;
}

/** Checks of a step beyond its table's refusals, by resource and action (a submission's guards). */
export const STEP_GUARDS: Readonly<Record<string, Record<string, (run: StepRun) => Promise<void>>>> = {
  vlegal: { submit: ({ tx, row, ctx }) => assertSubmittable(tx, row, ctx.config.vlegalFilingDay) },
};

/** What `issue` fills, by resource. */
const ISSUERS: Readonly<Record<string, (run: StepRun) => Promise<Row>>> = {
  vlegal: ({ tx, row, ctx }) => issue(tx, row, ctx),
};

const idOf = (run: StepRun) => Number(run.row.id);

/** The approval resource the row's submissions open (its table and the column naming the row). */
const approvalOf = (run: StepRun): EngineResource => {
  const approval = run.resource.approval ? engineResourceOf(run.resource.approval) : undefined;
  if (!approval?.decides) throw new Error(`${run.resource.key} opens no approval`);
  return approval;
};
const subjectColumn = (approval: EngineResource) => toColumn((approval.decides as { field: string }).field);

export const STEP_EFFECTS: Readonly<Record<StepEffect, (run: StepRun) => Promise<Row>>> = {
  async reverse(run) {
    await reverse(run.tx, sourceOf(run.resource, idOf(run)), run.login, run.note ?? undefined);
    return {};
  },
  // What the row would post is what it holds: its outflows, as positive quantities, named at their lines.
  async reserve(run) {
    const movements = run.resource.posting?.movements(run.row) ?? [];
    await reserve(
      run.tx,
      movements.map((m) => ({
        stockId: m.stockId,
        quantities: negated(m.quantities),
        ...(m.at ? { at: { objectName: run.resource.key, date: m.at.date, quantity: m.at.quantity } } : {}),
      })),
      sourceOf(run.resource, idOf(run)),
      run.login,
    );
    return {};
  },
  async release(run) {
    await release(run.tx, sourceOf(run.resource, idOf(run)));
    return {};
  },
  async post(run) {
    await post(
      run.tx,
      run.resource.posting?.movements(run.row) ?? [],
      sourceOf(run.resource, idOf(run)),
      run.login,
    );
    return {};
  },
  async openApproval(run) {
    const approval = approvalOf(run);
    await sql`
      INSERT INTO ${sql.table(approval.table)} (${sql.ref(subjectColumn(approval))}, business_unit_id, requested_by,
        request_date)
      VALUES (${idOf(run)}, ${Number(run.row.businessUnitId)}, ${run.login}, now())`.execute(run.tx.kysely);
    return {};
  },
  // The decision of the pending approval: who, when, the note, and the checklist as the decision ticked it.
  async closeApproval(run) {
    const approval = approvalOf(run);
    const ticked = (field: string) =>
      typeof run.body[field] === 'boolean' ? (run.body[field] as boolean) : null;
    const note =
      run.note ?? (typeof run.body.note === 'string' && run.body.note.trim() ? run.body.note.trim() : null);
    await sql`
      UPDATE ${sql.table(approval.table)} SET status = ${run.action === 'approve' ? 'APPROVED' : 'REJECTED'},
        verificator_login = ${run.login}, decision_date = now(), note = ${note},
        certificate_valid = ${ticked('certificateValid')}, unit_valid = ${ticked('unitValid')},
        documents_consistent = ${ticked('documentsConsistent')}, hs_code_correct = ${ticked('hsCodeCorrect')},
        species_correct = ${ticked('speciesCorrect')}, stock_sufficient = ${ticked('stockSufficient')},
        suppliers_covered = ${ticked('suppliersCovered')}, quantities_plausible = ${ticked('quantitiesPlausible')},
        field_inspection_required = ${run.body.fieldInspectionRequired === true}
      WHERE ${sql.ref(subjectColumn(approval))} = ${idOf(run)} AND status = 'PENDING'`.execute(run.tx.kysely);
    return {};
  },
  async issue(run) {
    const issuer = ISSUERS[run.resource.key];
    if (!issuer) throw new Error(`${run.resource.key} issues nothing`);
    return issuer(run);
  },
};
