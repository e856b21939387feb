/**
 * The screens of a unit's transfers (MODEL.md §2.7): the stock it leaves, the unit or sub-contractor it
 * goes to, the quantities and the transport. The server offers `edit` (a correction, reposted) and `cancel`
 * (a reversal) while a transfer is posted; it finds the stock the timber enters.
 */
import {
  cancelTransferMaterial,
  createTransferMaterial,
  deleteTransferMaterial,
  getCompanyUnit,
  getTransferMaterial,
  listCompanyUnits,
  listTransferMaterials,
  searchCompanyUnits,
  searchTransferMaterials,
  updateTransferMaterial,
} from '@vlegal/api-client/query';
import { transferMaterial } from '@vlegal/domain/books/transfer-material';
import { companyUnit } from '@vlegal/domain/company/company-unit';
import { defineScreen, readCalls } from '../../resource-screens/screen-config.ts';
import { problemIs } from '../../shared/problems.ts';
import { shortfallSentence } from '../../shared/shortfall.ts';
import { stockScreen } from '../configs/stock.ts';
import { quantityCells } from '../cells.tsx';
import { PostingStatusBadge, TransferTargetStockCell } from './cells.tsx';

/** The units of the company a transfer goes to: a unit reads its sibling units by code and name only. */
const companyUnitScreen = defineScreen(companyUnit, {
  api: readCalls({ list: listCompanyUnits, search: searchCompanyUnits, get: getCompanyUnit }),
  rowLabel: (row) => `${row.code} – ${row.name}`,
  columns: ['code', 'name', 'active'],
});

export const transferMaterialScreen = defineScreen(transferMaterial, {
  api: {
    list: listTransferMaterials,
    search: searchTransferMaterials,
    get: getTransferMaterial,
    create: createTransferMaterial,
    update: updateTransferMaterial,
    remove: deleteTransferMaterial,
  },
  rowLabel: (row) => row.transferNumber || `#${row.id}`,
  columns: [
    'transferNumber',
    'transferDate',
    'fromStockId',
    'toBusinessUnitId',
    'toSubConId',
    'volumeM3',
    'pieces',
    'status',
  ],
  sections: [
    {
      title: 'transfer.section.transfer',
      fields: [
        'transferNumber',
        'transferDate',
        'fromStockId',
        'toBusinessUnitId',
        'toSubConId',
        'toStockId',
        'status',
      ],
    },
    { title: 'transfer.section.quantity', fields: ['volumeM3', 'weightKg', 'pieces'] },
    {
      title: 'transfer.section.transport',
      fields: ['documentTransportTypeId', 'documentNumber', 'vehicleNumber', 'notes'],
    },
  ],
  targets: { fromStockId: stockScreen, toStockId: stockScreen, toBusinessUnitId: companyUnitScreen },
  // More than the stock it leaves holds is not sent.
  takesFrom: 'fromStockId',
  cells: { ...quantityCells, status: PostingStatusBadge, toStockId: TransferTargetStockCell },
  actions: [
    {
      name: 'cancel',
      label: 'transfer.cancel.action',
      intent: 'danger',
      confirm: 'transfer.cancel.confirm',
      asksReason: true,
      done: 'transfer.cancel.done',
      run: (row, options, reason = '') =>
        cancelTransferMaterial(row.id, { reason, seenStatus: row.status }, options),
      // The server names the item, the day it would run short and by how much.
      refusal: (error, t, language) =>
        problemIs(error, 'insufficientStock')
          ? t('transfer.cancel.insufficient', { detail: shortfallSentence(error, t, language) })
          : undefined,
    },
  ],
  // One place to go: a unit of the company or a sub-contractor, as the server requires.
  schema: (base, t) =>
    base.test('transferTarget', (values, context) => {
      const set = (value: unknown) => value !== null && value !== undefined && value !== '';
      if (set(values.toBusinessUnitId) !== set(values.toSubConId)) return true;
      return context.createError({ path: 'toSubConId', message: t('transfer.oneTarget') });
    }),
});
