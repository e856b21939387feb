import { type TransferMaterial, TransferMaterialFields } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import { negated, quantities } from './quantity.ts';
import { correctedOrCancelled } from './workflows.ts';

/**
 * A transfer of one stock item (MODEL.md §2.7) to another unit of the same company, to a sub-contractor of
 * the unit (stock held there for processing), or back from one: TRANSFER_OUT from the source and
 * TRANSFER_IN to the target, on the same day, in one posting. The sending unit keeps it; the receiving unit
 * reads it. A correction reverses both entries and posts the corrected transfer; a cancellation reverses them.
 */
export const transferMaterial = defineResource<TransferMaterial>()({
  ...blocks.transferMaterial,
  fields: TransferMaterialFields,
  unique: [],
  exclusive: [['toBusinessUnitId', 'toSubConId']],
  owner: { kind: 'businessUnit', field: 'businessUnitId', alsoReadBy: 'toBusinessUnitId' },
  posting: {
    source: 'TRANSFER_MATERIAL',
    update: 'repost',
    status: 'status',
    movements: (row) => {
      const moved = quantities(row.volumeM3, row.weightKg, row.pieces);
      const at = { date: 'transferDate', quantity: 'volumeM3' };
      const documentNumber = row.documentNumber ?? row.transferNumber ?? null;
      return [
        {
          stockId: row.fromStockId,
          date: row.transferDate,
          at,
          movementType: 'TRANSFER_OUT',
          quantities: negated(moved),
          documentNumber,
        },
        // Filled by the server before the transfer is posted (the stock it enters).
        {
          stockId: Number(row.toStockId),
          date: row.transferDate,
          at,
          movementType: 'TRANSFER_IN',
          quantities: moved,
          documentNumber,
        },
      ];
    },
  },
  workflow: correctedOrCancelled,
});
