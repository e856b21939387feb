import { type ImportMaterial, ImportMaterialFields } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { quantities } from './quantity.ts';
import { BOOK_ROLES, UNIT_OWNED } from './readers.ts';

/**
 * A receipt of one material line from a supplier or a sub-contractor (MODEL.md §2.6): posted as
 * RECEIPT_SUPPLIER or RECEIPT_SUBCON into the item's stock; never edited, cancelled by reversal.
 */
export const importMaterial = defineResource<ImportMaterial>()({
  key: 'importMaterial',
  fields: ImportMaterialFields,
  sortable: ['id', 'receiptNumber', 'receiptDate', 'documentNumber'],
  defaultSort: ['receiptDate', 'desc'],
  search: ['receiptNumber', 'documentNumber', 'vehicleNumber'],
  filters: { businessUnitId: 'eq', supplierId: 'eq', subConId: 'eq', stockId: 'eq', status: 'eq' },
  unique: [],
  exclusive: [
    ['supplierId', 'subConId'],
    ['rawMaterialId', 'productId'],
  ],
  inOrder: [['documentDate', 'receiptDate']],
  roles: BOOK_ROLES,
  owner: UNIT_OWNED,
  twins: ['business-unit'],
  posting: {
    source: 'IMPORT_MATERIAL',
    edit: 'refuse',
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
  actions: { cancel: (row) => row.status === 'POSTED' },
});
