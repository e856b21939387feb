import { blocks } from '../gen/blocks.ts';
import {
  type Vlegal,
  type VlegalApproval,
  VlegalApprovalFields,
  VlegalFields,
  type VlegalHistory,
  VlegalHistoryFields,
  type VlegalIntegration,
  VlegalIntegrationFields,
  type VlegalMaterial,
  type VlegalMaterialCountry,
  VlegalMaterialCountryFields,
  VlegalMaterialFields,
} from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { big, type DecimalText, negated, quantities } from '../books/quantity.ts';
import { DOCUMENT_LINE, UNIT_OWNED } from '../books/readers.ts';
import type { Workflow } from '../workflow.ts';

export type VlegalState = NonNullable<Vlegal['status']>;

const VERIFICATOR = ['ROLE_VERIFICATOR'] as const;

/**
 * A V-Legal's base workflow (MODEL.md §3.3): the exporter edits a draft or a rejected application and
 * submits it, which reserves each line's stock; a verificator other than who submitted it approves (the
 * reservation becomes the export posting, the number is drawn, SILK is told) or rejects with a reason
 * the exporter sees (the reservation is released). The variants (extend, replace, cancel, amend, release)
 * add their steps from the published states.
 */
export const vlegalWorkflow: Workflow<VlegalState> = {
  field: 'status',
  steps: [
    { action: 'update', from: ['DRAFT', 'REJECTED'] },
    { action: 'delete', from: ['DRAFT'] },
    {
      action: 'submit',
      from: ['DRAFT', 'REJECTED'],
      to: 'SUBMITTED',
      effects: ['reserve', 'openApproval'],
      stamps: { by: 'submittedBy', at: 'submittedDate' },
    },
    {
      action: 'approve',
      from: ['SUBMITTED'],
      to: 'APPROVED',
      roles: VERIFICATOR,
      notBy: 'submittedBy',
      effects: ['release', 'issue', 'post', 'closeApproval'],
      stamps: { by: 'decidedBy', at: 'decidedDate' },
    },
    {
      action: 'reject',
      from: ['SUBMITTED'],
      to: 'REJECTED',
      roles: VERIFICATOR,
      notBy: 'submittedBy',
      note: 'required',
      effects: ['release', 'closeApproval'],
      stamps: { by: 'decidedBy', at: 'decidedDate', note: 'rejectionNote' },
    },
  ],
};

/**
 * The states of an approved licence: its number, dates and SILK state are shown, its PDF is final, and its
 * public check knows it. Before them a V-Legal is an application, its PDF a draft.
 */
export const ISSUED_STATES: readonly VlegalState[] = [
  'APPROVED',
  'PUBLISHED',
  'EXTENDED',
  'AMENDED',
  'RELEASED',
  'REPLACED',
  'CANCELLED',
  'EXPIRED',
];

/** Whether a V-Legal in `status` is an issued licence (see `ISSUED_STATES`). */
export const isIssued = (status: unknown): boolean => ISSUED_STATES.includes(status as VlegalState);

/** A V-Legal's totals, as the server keeps them and the form shows them while lines are typed. */
export function vlegalTotals(
  lines: readonly {
    volumeM3?: DecimalText;
    netWeightKg?: DecimalText;
    numberOfUnits?: DecimalText;
    value?: DecimalText;
  }[],
) {
  const sum = (field: 'volumeM3' | 'netWeightKg' | 'numberOfUnits' | 'value', scale: number) =>
    lines.reduce((total, line) => total.plus(big(line[field])), big('0')).toFixed(scale);
  return {
    totalVolumeM3: sum('volumeM3', 4),
    totalNetWeightKg: sum('netWeightKg', 2),
    totalUnits: sum('numberOfUnits', 2),
    totalValue: sum('value', 2),
  };
}

/**
 * A V-Legal (MODEL.md §2.10): one shipment's application and, once approved, its licence, with the product
 * lines it exports. It posts nothing when written: its steps reserve, release and post (`vlegalWorkflow`).
 */
export const vlegal = defineResource<Vlegal>()({
  ...blocks.vlegal,
  fields: VlegalFields,
  unique: ['vlegalNumber'],
  inOrder: [['applicationDate', 'estimatedShipmentDate']],
  owner: UNIT_OWNED,
  lines: [{ field: 'materials', resource: 'vlegalMaterial', parent: 'vlegalId' }],
  // Posted by the approval (dated on its issue date); submission reserves the same quantities.
  posting: {
    source: 'VLEGAL',
    on: 'step',
    update: 'refuse',
    movements: (row) =>
      (row.materials ?? []).map((line, i) => ({
        stockId: Number(line.stockId),
        date: row.issueDate ?? row.applicationDate,
        at: { date: 'applicationDate', quantity: `materials[${i}].volumeM3` },
        movementType: 'VLEGAL_EXPORT',
        quantities: negated(quantities(line.volumeM3)),
        documentNumber: row.vlegalNumber ?? row.applicationNumber ?? null,
      })),
  },
  workflow: vlegalWorkflow,
  approval: 'vlegalApproval',
});

/** A line of a V-Legal, read on its own; written with its V-Legal only, with its countries of harvest. */
export const vlegalMaterial = defineResource<VlegalMaterial>()({
  ...blocks.vlegalMaterial,
  fields: VlegalMaterialFields,
  ...DOCUMENT_LINE,
  owner: { kind: 'parent', field: 'vlegalId', parent: 'vlegal', onParentDelete: 'cascade' },
  lines: [{ field: 'countries', resource: 'vlegalMaterialCountry', parent: 'vlegalMaterialId' }],
});

/** A species of a V-Legal line and its country of harvest (boxes 12-13), written with the line's V-Legal. */
export const vlegalMaterialCountry = defineResource<VlegalMaterialCountry>()({
  ...blocks.vlegalMaterialCountry,
  fields: VlegalMaterialCountryFields,
  ...DOCUMENT_LINE,
  owner: { kind: 'parent', field: 'vlegalMaterialId', parent: 'vlegalMaterial', onParentDelete: 'cascade' },
});

/**
 * A submission of a V-Legal and its decision: opened by `submit`, closed by `approve` or `reject`, each
 * taken through the approval's own calls too (`vlegal-approvals-approved`, `-rejected`).
 */
export const vlegalApproval = defineResource<VlegalApproval>()({
  ...blocks.vlegalApproval,
  fields: VlegalApprovalFields,
  unique: [],
  owner: UNIT_OWNED,
  decides: { resource: 'vlegal', field: 'vlegalId' },
});

/** The steps a V-Legal took, oldest first: its part of the workflow's step record. */
export const vlegalHistory = defineResource<VlegalHistory>()({
  ...blocks.vlegalHistory,
  fields: VlegalHistoryFields,
  unique: [],
  owner: { kind: 'parent', field: 'vlegalId', parent: 'vlegal', onParentDelete: 'cascade' },
});

/**
 * A message about a V-Legal to SILK (MODEL.md §2.10): queued by the approval in its transaction, sent and
 * recorded attempt by attempt by the `silk` job; never written by a client.
 */
export const vlegalIntegration = defineResource<VlegalIntegration>()({
  ...blocks.vlegalIntegration,
  fields: VlegalIntegrationFields,
  unique: [],
  owner: UNIT_OWNED,
});
