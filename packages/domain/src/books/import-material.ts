import {
  type ImportMaterial,
  ImportMaterialFields,
  type ReceiptHarvestPlot,
  ReceiptHarvestPlotFields,
} from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import { quantities } from './quantity.ts';
import { DOCUMENT_LINE, UNIT_OWNED } from './readers.ts';
import { cancelledOnly } from './workflows.ts';

/**
 * A receipt of one material line from a supplier or a sub-contractor (MODEL.md §2.6): posted as
 * RECEIPT_SUPPLIER or RECEIPT_SUBCON into the item's stock; never edited, cancelled by reversal.
 */
export const importMaterial = defineResource<ImportMaterial>()({
  ...blocks.importMaterial,
  fields: ImportMaterialFields,
  unique: [],
  exclusive: [
    ['supplierId', 'subConId'],
    ['rawMaterialId', 'productId'],
  ],
  inOrder: [['documentDate', 'receiptDate']],
  owner: UNIT_OWNED,
  lines: [{ field: 'harvestPlots', resource: 'receiptHarvestPlot', parent: 'importMaterialId' }],
  posting: {
    source: 'IMPORT_MATERIAL',
    update: 'refuse',
    status: 'status',
    movements: (row) => [
      {
        // Filled by the server before the receipt is posted (the stock it books into).
        stockId: Number(row.stockId),
        date: row.receiptDate,
        at: { date: 'receiptDate', quantity: 'volumeM3' },
        movementType: row.supplierId ? 'RECEIPT_SUPPLIER' : 'RECEIPT_SUBCON',
        quantities: quantities(row.volumeM3, row.weightKg, row.pieces),
        documentNumber: row.documentNumber,
      },
    ],
  },
  workflow: cancelledOnly,
});

/** A harvest plot a receipt names (EUDR): a plot of its unit, written with the receipt when it is booked. */
export const receiptHarvestPlot = defineResource<ReceiptHarvestPlot>()({
  ...blocks.receiptHarvestPlot,
  fields: ReceiptHarvestPlotFields,
  ...DOCUMENT_LINE,
  owner: { kind: 'parent', field: 'importMaterialId', parent: 'importMaterial', onParentDelete: 'cascade' },
});
