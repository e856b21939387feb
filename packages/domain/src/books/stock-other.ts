import { type StockOther, StockOtherFields } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import { negated, quantities } from './quantity.ts';
import { UNIT_OWNED } from './readers.ts';
import { correctedOrCancelled } from './workflows.ts';

/**
 * Other usage of an item (MODEL.md §2.5): waste, damage, shrinkage, own use, sample, loss and corrections,
 * each an OTHER_USAGE entry that takes from the stock, but a CORRECTION_PLUS (administrators only) that adds.
 * A correction reverses the entry and posts the corrected one; a cancellation reverses it.
 */
export const stockOther = defineResource<StockOther>()({
  ...blocks.stockOther,
  fields: StockOtherFields,
  unique: [],
  owner: UNIT_OWNED,
  posting: {
    source: 'STOCK_OTHER',
    update: 'repost',
    status: 'status',
    movements: (row) => {
      const used = quantities(row.volumeM3, row.weightKg, row.pieces);
      return [
        {
          stockId: row.stockId,
          date: row.usageDate,
          at: { date: 'usageDate', quantity: 'volumeM3' },
          movementType: 'OTHER_USAGE',
          quantities: row.usageType === 'CORRECTION_PLUS' ? used : negated(used),
          documentNumber: row.referenceNumber ?? null,
        },
      ];
    },
  },
  workflow: correctedOrCancelled,
});
