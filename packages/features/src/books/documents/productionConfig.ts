/**
 * The screens of a unit's productions (MODEL.md §2.8): the header, the stock used and what was made as two
 * sets of lines edited together, and the totals and yield the server computes. A production is never
 * edited: the server offers `cancel` (a reversal of every line) while it is posted.
 */
import {
  cancelProduction,
  createProduction,
  deleteProduction,
  getProduction,
  listProductions,
  searchProductions,
  updateProduction,
} from '@vlegal/api-client/query';
import {
  production,
  productionOutputMaterial,
  productionSourceMaterial,
} from '@vlegal/domain/books/production';
import { factoryAddressScreen } from '../../business-unit/configs/factoryAddress.ts';
import { defineScreen, lineFieldsOf } from '../../resource-screens/screen-config.ts';
import { problemIs } from '../../shared/problems.ts';
import { shortfallSentence } from '../../shared/shortfall.ts';
import { stockScreen } from '../configs/stock.ts';
import { PostingStatusBadge } from './cells.tsx';
import { ProductionYieldLive, productionChecks } from './LiveTotals.tsx';

export const productionScreen = defineScreen(production, {
  api: {
    list: listProductions,
    search: searchProductions,
    get: getProduction,
    create: createProduction,
    update: updateProduction,
    remove: deleteProduction,
  },
  rowLabel: (row) => row.productionNumber || `#${row.id}`,
  columns: [
    'productionNumber',
    'productionDate',
    'description',
    'inputVolumeM3',
    'outputVolumeM3',
    'yieldPercent',
    'status',
  ],
  sections: [
    {
      title: 'productionScreens.section.production',
      fields: ['productionNumber', 'productionDate', 'factoryAddressId', 'subConId', 'description', 'status'],
    },
    {
      title: 'productionScreens.section.yield',
      fields: ['inputVolumeM3', 'outputVolumeM3', 'yieldPercent', 'yieldNote', 'notes'],
      afterLines: true,
      live: ProductionYieldLive,
    },
  ],
  lines: [
    {
      field: 'sources',
      fields: lineFieldsOf(productionSourceMaterial.fields),
      min: 1,
      max: 50,
      takesFrom: 'stockId',
    },
    {
      field: 'outputs',
      fields: lineFieldsOf(productionOutputMaterial.fields),
      min: 1,
      max: 50,
      newLine: () => ({ stockType: 'PRODUCT' }),
    },
  ],
  targets: { stockId: stockScreen, factoryAddressId: factoryAddressScreen },
  cells: { status: PostingStatusBadge },
  // What the live yield shows the server would refuse is refused here, before anything is sent.
  schema: productionChecks,
  actions: [
    {
      name: 'cancel',
      label: 'productionScreens.cancel.action',
      intent: 'danger',
      confirm: 'productionScreens.cancel.confirm',
      asksReason: true,
      done: 'productionScreens.cancel.done',
      run: (row, options, reason = '') =>
        cancelProduction(row.id, { reason, seenStatus: row.status }, options),
      refusal: (error, t, language) =>
        problemIs(error, 'insufficientStock')
          ? t('productionScreens.cancel.insufficient', { detail: shortfallSentence(error, t, language) })
          : undefined,
    },
  ],
});
