/**
 * What a workflow step does besides changing the state (`StepEffect` of `@vlegal/domain/workflow`), run by
 * the generic step handler in the step's transaction, in the order the step declares them; each answers the
 * fields it fills on the row (an approval's number and dates), which the later ones see. A resource's own
 * checks of a step and its `issue` fills are bound here by resource key.
 */
import type { StepEffect } from '@vlegal/domain/workflow';
import { negated } from '@vlegal/domain/books/quantity';
import type { Database } from '../db/index.ts';
import type { RequestContext } from '../http/context.ts';
import { post, release, reserve, reverse } from '../books/ledger.ts';
import { assertSubmittable, issue } from '../vlegal/rules.ts';
import { sourceOf } from './handler-kit.ts';
import type { EngineResource, Row } from './types.ts';

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
  vlegal: { submit: ({ tx, row }) => assertSubmittable(tx, row) },
};

/** What `issue` fills, by resource. */
const ISSUERS: Readonly<Record<string, (run: StepRun) => Promise<Row>>> = {
  vlegal: ({ tx, row, ctx }) => issue(tx, row, ctx),
};

const idOf = (run: StepRun) => Number(run.row.id);

const approvalKindOf = (run: StepRun) => {
  if (!run.resource.approvalKind) throw new Error(`${run.resource.key} opens no approval`);
  return run.resource.approvalKind;
};

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
    await run.tx.kysely
      .insertInto('approval')
      .values({
        kind: approvalKindOf(run),
        subject_id: idOf(run),
        business_unit_id: Number(run.row.businessUnitId),
        requested_by: run.login,
      })
      .execute();
    return {};
  },
  // The decision of the pending approval: who, when, the note, and the checklist as the decision ticked it.
  async closeApproval(run) {
    const ticked = (field: string) =>
      typeof run.body[field] === 'boolean' ? (run.body[field] as boolean) : null;
    const note =
      run.note ?? (typeof run.body.note === 'string' && run.body.note.trim() ? run.body.note.trim() : null);
    await run.tx.kysely
      .updateTable('approval')
      .set({
        status: run.action === 'approve' ? 'APPROVED' : 'REJECTED',
        verificator_login: run.login,
        decision_date: new Date(),
        note,
        certificate_valid: ticked('certificateValid'),
        unit_valid: ticked('unitValid'),
        documents_consistent: ticked('documentsConsistent'),
        hs_code_correct: ticked('hsCodeCorrect'),
        species_correct: ticked('speciesCorrect'),
        stock_sufficient: ticked('stockSufficient'),
        suppliers_covered: ticked('suppliersCovered'),
        quantities_plausible: ticked('quantitiesPlausible'),
        field_inspection_required: run.body.fieldInspectionRequired === true,
      })
      .where('kind', '=', approvalKindOf(run))
      .where('subject_id', '=', idOf(run))
      .where('status', '=', 'PENDING')
      .execute();
    return {};
  },
  async issue(run) {
    const issuer = ISSUERS[run.resource.key];
    if (!issuer) throw new Error(`${run.resource.key} issues nothing`);
    return issuer(run);
  },
};
