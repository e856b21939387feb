import {
  type Production,
  ProductionFields,
  type ProductionOutputMaterial,
  ProductionOutputMaterialFields,
  type ProductionSourceMaterial,
  ProductionSourceMaterialFields,
} from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import type { Movement } from './ledger.ts';
import { big, type DecimalText, negated, quantities } from './quantity.ts';
import { DOCUMENT_LINE, UNIT_OWNED } from './readers.ts';
import { cancelledOnly } from './workflows.ts';

/** The yield (rendemen) band outside which a production needs a note saying why (MODEL.md §2.8). */
export const YIELD_BAND = { low: 30, high: 90 } as const;

/** A production's totals and yield, as the server keeps them and the form shows them while lines are typed. */
export interface ProductionYield {
  inputVolumeM3: string;
  outputVolumeM3: string;
  /** Output over input in %, two decimals; null while nothing goes in. */
  yieldPercent: string | null;
  /** More comes out than went in: refused. */
  outputExceedsInput: boolean;
  /** Outside `YIELD_BAND`: the production needs a note saying why. */
  needsNote: boolean;
}

export function productionYield(
  sources: readonly { volumeM3?: DecimalText }[],
  outputs: readonly { volumeM3?: DecimalText }[],
): ProductionYield {
  const total = (lines: readonly { volumeM3?: DecimalText }[]) =>
    lines.reduce((sum, line) => sum.plus(big(line.volumeM3)), big('0'));
  const input = total(sources);
  const output = total(outputs);
  const percent = input.gt(0) ? output.div(input).times(100).round(2) : null;
  return {
    inputVolumeM3: input.toFixed(4),
    outputVolumeM3: output.toFixed(4),
    yieldPercent: percent === null ? null : percent.toFixed(2),
    outputExceedsInput: output.gt(input),
    needsNote: percent !== null && (percent.lt(YIELD_BAND.low) || percent.gt(YIELD_BAND.high)),
  };
}

type Line = { stockId?: number | null; volumeM3: string; weightKg?: string | null; pieces?: string | null };

/** The movements of one kind of line: each on the production's day, its refusal named at its line. */
const linesMoving = (
  field: 'sources' | 'outputs',
  lines: readonly Line[] | undefined,
  date: string,
  number: string | undefined,
): Movement[] =>
  (lines ?? []).map((line, i) => {
    const moved = quantities(line.volumeM3, line.weightKg, line.pieces);
    return {
      // An output's stock is filled by the server before the production is posted.
      stockId: Number(line.stockId),
      date,
      at: { date: 'productionDate', quantity: `${field}[${i}].volumeM3` },
      movementType: field === 'sources' ? 'PRODUCTION_INPUT' : 'PRODUCTION_OUTPUT',
      quantities: field === 'sources' ? negated(moved) : moved,
      documentNumber: number ?? null,
    };
  });

/**
 * A production (MODEL.md §2.8): a document with two kinds of lines, the stock used (`sources`, posted as
 * PRODUCTION_INPUT) and what was made (`outputs`, PRODUCTION_OUTPUT), written, checked and posted together.
 * Never edited; cancelled by reversal. Only a unit whose S-LK allows production makes one.
 */
export const production = defineResource<Production>()({
  ...blocks.production,
  fields: ProductionFields,
  unique: [],
  owner: UNIT_OWNED,
  lines: [
    { field: 'sources', resource: 'productionSourceMaterial', parent: 'productionId' },
    { field: 'outputs', resource: 'productionOutputMaterial', parent: 'productionId' },
  ],
  posting: {
    source: 'PRODUCTION',
    update: 'refuse',
    status: 'status',
    movements: (row) => [
      ...linesMoving('sources', row.sources, row.productionDate, row.productionNumber),
      ...linesMoving('outputs', row.outputs, row.productionDate, row.productionNumber),
    ],
  },
  workflow: cancelledOnly,
});

// Lines are parts of their production (a posted one is cancelled, never deleted, so they never go alone).
const LINE_OWNER = {
  kind: 'parent',
  field: 'productionId',
  parent: 'production',
  onParentDelete: 'cascade',
} as const;

/** A production's source line, read on its own; written with its production only. */
export const productionSourceMaterial = defineResource<ProductionSourceMaterial>()({
  ...blocks.productionSourceMaterial,
  fields: ProductionSourceMaterialFields,
  ...DOCUMENT_LINE,
  owner: LINE_OWNER,
});

/** A production's output line, read on its own; written with its production only. */
export const productionOutputMaterial = defineResource<ProductionOutputMaterial>()({
  ...blocks.productionOutputMaterial,
  fields: ProductionOutputMaterialFields,
  ...DOCUMENT_LINE,
  owner: LINE_OWNER,
});
