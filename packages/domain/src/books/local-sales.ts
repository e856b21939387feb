import {
  type LocalSales,
  LocalSalesFields,
  type LocalSalesMaterial,
  LocalSalesMaterialFields,
} from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import { big, type DecimalText, negated, quantities } from './quantity.ts';
import { DOCUMENT_LINE, UNIT_OWNED } from './readers.ts';
import { correctedOrCancelled } from './workflows.ts';

/** The most a sale's value may reach: 16 digits before the point, as kept. */
export const MAX_SALES_VALUE = big('1e16');

/** A sale's totals, as the server keeps them and the form shows them while lines are typed. */
export interface SalesTotals {
  totalVolumeM3: string;
  /** Σ of the priced lines' values; null while no line has a price. */
  totalValue: string | null;
  /** Each line's value (volume × unit price, to the cent), null without a price. */
  values: (string | null)[];
  /** The first line at which the running value reaches `MAX_SALES_VALUE`, or null. */
  tooLargeAt: number | null;
}

export function salesTotals(
  lines: readonly { volumeM3?: DecimalText; unitPrice?: DecimalText }[],
): SalesTotals {
  let volume = big('0');
  let value = big('0');
  let priced = false;
  let tooLargeAt: number | null = null;
  const values = lines.map((line, i) => {
    volume = volume.plus(big(line.volumeM3));
    if (line.unitPrice === null || line.unitPrice === undefined || line.unitPrice === '') return null;
    const lineValue = big(line.volumeM3).times(big(line.unitPrice)).round(2);
    priced = true;
    value = value.plus(lineValue);
    if (tooLargeAt === null && value.gte(MAX_SALES_VALUE)) tooLargeAt = i;
    return lineValue.toFixed(2);
  });
  return {
    totalVolumeM3: volume.toFixed(4),
    totalValue: priced ? value.toFixed(2) : null,
    values,
    tooLargeAt,
  };
}

/**
 * A local sale (MODEL.md §2.9): a document with material lines, sold to a domestic buyer, each line posted as
 * LOCAL_SALES out of its stock. A correction reverses every line and posts the corrected sale with its lines
 * replaced; a cancellation reverses them.
 */
export const localSales = defineResource<LocalSales>()({
  ...blocks.localSales,
  fields: LocalSalesFields,
  unique: [],
  inOrder: [['invoiceDate', 'salesDate']],
  owner: UNIT_OWNED,
  lines: [{ field: 'materials', resource: 'localSalesMaterial', parent: 'localSalesId' }],
  posting: {
    source: 'LOCAL_SALES',
    update: 'repost',
    status: 'status',
    movements: (row) =>
      (row.materials ?? []).map((line, i) => ({
        stockId: Number(line.stockId),
        date: row.salesDate,
        at: { date: 'salesDate', quantity: `materials[${i}].volumeM3` },
        movementType: 'LOCAL_SALES',
        quantities: negated(quantities(line.volumeM3, line.weightKg, line.pieces)),
        documentNumber: row.documentNumber ?? row.salesNumber ?? null,
      })),
  },
  workflow: correctedOrCancelled,
});

/** A line of a local sale, read on its own; written with its sale only. */
export const localSalesMaterial = defineResource<LocalSalesMaterial>()({
  ...blocks.localSalesMaterial,
  fields: LocalSalesMaterialFields,
  ...DOCUMENT_LINE,
  // Parts of their sale (a posted one is cancelled, never deleted, so they never go alone).
  owner: { kind: 'parent', field: 'localSalesId', parent: 'localSales', onParentDelete: 'cascade' },
});
