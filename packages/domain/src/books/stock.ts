import { type Stock, StockFields } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import { isZero, quantities } from './quantity.ts';
import { UNIT_OWNED } from './readers.ts';
import { stockItem } from './workflows.ts';

/**
 * A stock-keeping item of a unit (MODEL.md §2.5): its initial balance (stok awal) is the ledger's INITIAL
 * entry on the opening date; its balance is the sum of its entries. It is corrected only while nothing else
 * has moved it (the initial entry is reversed and posted anew), and deleted only while its ledger is empty.
 */
export const stock = defineResource<Stock>()({
  ...blocks.stock,
  fields: StockFields,
  unique: [],
  exclusive: [['rawMaterialId', 'productId']],
  owner: UNIT_OWNED,
  posting: {
    source: 'STOCK',
    update: 'repost',
    // An item opened empty has no initial entry (and is deleted while nothing has moved it).
    movements: (row) => {
      const initial = quantities(row.initialVolumeM3, row.initialWeightKg, row.initialPieces);
      return isZero(initial)
        ? []
        : [
            {
              stockId: row.id,
              date: row.openingDate,
              at: { date: 'openingDate', quantity: 'initialVolumeM3' },
              movementType: 'INITIAL',
              quantities: initial,
            },
          ];
    },
  },
  workflow: stockItem,
});
