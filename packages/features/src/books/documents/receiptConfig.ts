/**
 * The screen configs of a unit's receipts (MODEL.md §2.6) and of the ledger entries a receipt posted.
 * A receipt is never edited: the server offers only `cancel` (`allowedActions`), which reverses it.
 */
import {
  cancelImportMaterial,
  createImportMaterial,
  deleteImportMaterial,
  getImportMaterial,
  getStockCredit,
  listImportMaterials,
  listStockCredits,
  searchImportMaterials,
  searchStockCredits,
  updateImportMaterial,
} from '@vlegal/api-client/query';
import { importMaterial, receiptHarvestPlot } from '@vlegal/domain/books/import-material';
import { stockCredit } from '@vlegal/domain/books/stock-credit';
import { problemIs } from '../../shared/problems.ts';
import { shortfallSentence } from '../../shared/shortfall.ts';
import { defineScreen, lineFieldsOf, readCalls } from '../../resource-screens/screen-config.ts';
import { quantityCells } from '../cells.tsx';
import { CertificateCell, PartyCell, ReceiptItemCell, PostingStatusBadge } from './cells.tsx';
import { MovementCell } from '../movements.tsx';

export const importMaterialScreen = defineScreen(importMaterial, {
  api: {
    list: listImportMaterials,
    search: searchImportMaterials,
    get: getImportMaterial,
    create: createImportMaterial,
    update: updateImportMaterial,
    remove: deleteImportMaterial,
  },
  rowLabel: (row) => row.receiptNumber || row.documentNumber,
  columns: [
    'receiptNumber',
    'receiptDate',
    'supplierId',
    'stockId',
    'documentNumber',
    'volumeM3',
    'pieces',
    'status',
  ],
  sections: [
    {
      title: 'importMaterial.section.receipt',
      fields: [
        'receiptNumber',
        'receiptDate',
        'supplierId',
        'subConId',
        'stockType',
        'rawMaterialId',
        'productId',
        'status',
      ],
    },
    {
      title: 'importMaterial.section.document',
      fields: [
        'documentTransportTypeId',
        'documentNumber',
        'documentDate',
        'originOfRawMaterialId',
        'countryOfHarvestId',
        // Chosen in the form; in the view, named by its number as it stood when the receipt was posted.
        'supplierCertificateId',
        'supplierCertificateExpiredDate',
      ],
    },
    {
      title: 'importMaterial.section.quantity',
      fields: ['volumeM3', 'weightKg', 'pieces', 'unitPrice', 'currencyId'],
    },
    {
      title: 'importMaterial.section.delivery',
      fields: ['invoiceNumber', 'invoiceDate', 'vehicleNumber'],
    },
    {
      title: 'importMaterial.section.import',
      fields: ['pibNumber', 'pibDate', 'billOfLadingNumber', 'importRecommendationNumber'],
    },
    {
      title: 'importMaterial.section.more',
      fields: ['harvestGeolocation', 'attachment', 'attachmentContentType', 'notes'],
    },
  ],
  cells: {
    ...quantityCells,
    supplierId: PartyCell,
    stockId: ReceiptItemCell,
    status: PostingStatusBadge,
    supplierCertificateId: CertificateCell,
  },
  // A receipt written before plots shows where its timber was harvested as it kept it.
  inputs: { harvestGeolocation: 'geolocation' },
  // The unit's harvest plots the timber came from (EUDR), each once.
  lines: [{ field: 'harvestPlots', fields: lineFieldsOf(receiptHarvestPlot.fields), max: 50 }],
  // The item received, read for the page: its name, the measures it keeps and the unit of its pieces.
  reads: ['rawMaterialId', 'productId'],
  actions: [
    {
      name: 'cancel',
      label: 'importMaterial.cancel.action',
      intent: 'danger',
      confirm: 'importMaterial.cancel.confirm',
      asksReason: true,
      done: 'importMaterial.cancel.done',
      run: (row, options, reason = '') =>
        cancelImportMaterial(row.id, { reason, seenStatus: row.status }, options),
      // The server names the item, the day it would run short and by how much.
      refusal: (error, t, language) =>
        problemIs(error, 'insufficientStock')
          ? t('importMaterial.cancel.insufficient', { detail: shortfallSentence(error, t, language) })
          : undefined,
    },
  ],
});

// The entries a document posted (and the reversals of a cancelled one): the ledger's rows, named apart
// from the ledger's own screens as a document's entries.
export const postingEntriesScreen = defineScreen(
  { ...stockCredit, key: 'postingEntry' },
  {
    api: readCalls({ list: listStockCredits, search: searchStockCredits, get: getStockCredit }),
    rowLabel: (row) => row.documentNumber ?? String(row.id),
    columns: [
      'movementDate',
      'movementType',
      'direction',
      'documentNumber',
      'volumeM3',
      'weightKg',
      'pieces',
    ],
    // A reversal reads as one, with the reason its document was cancelled.
    cells: { ...quantityCells, movementType: MovementCell },
  },
);
