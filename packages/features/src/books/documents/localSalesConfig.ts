/**
 * The screens of a unit's local sales (MODEL.md §2.9): the sale to a domestic buyer, its delivery, and its
 * lines of stock sold with their prices; the totals are the server's. While a sale is posted the server
 * offers `edit` (a correction with its lines replaced, reposted) and `cancel` (a reversal of every line).
 */
import {
  cancelLocalSales,
  createLocalSales,
  deleteLocalSales,
  getLocalSales,
  getLocalSalesMaterial,
  listLocalSales,
  listLocalSalesMaterials,
  searchLocalSales,
  searchLocalSalesMaterials,
  updateLocalSales,
} from '@vlegal/api-client/query';
import type { LocalSalesMaterial } from '@vlegal/api-client/model';
import { localSales, localSalesMaterial } from '@vlegal/domain/books/local-sales';
import {
  defineScreen,
  lineFieldsOf,
  type LineField,
  type ResourceOf,
  readCalls,
} from '../../resource-screens/screen-config.ts';
import { problemIs } from '../../shared/problems.ts';
import { shortfallSentence } from '../../shared/shortfall.ts';
import { buyerScreen } from '../configs/buyer.ts';
import { stockScreen } from '../configs/stock.ts';
import { quantityCells } from '../cells.tsx';
import { PostingStatusBadge, SaleOfLineCell } from './cells.tsx';
import { SalesTotalsLive, salesChecks } from './LiveTotals.tsx';

const soldLine = lineFieldsOf(localSalesMaterial.fields);
const lineValue = localSalesMaterial.fields.filter((field) => field.name === 'value') as readonly LineField[];

export const localSalesScreen = defineScreen(localSales, {
  api: {
    list: listLocalSales,
    search: searchLocalSales,
    get: getLocalSales,
    create: createLocalSales,
    update: updateLocalSales,
    remove: deleteLocalSales,
  },
  rowLabel: (row) => row.salesNumber || `#${row.id}`,
  columns: ['salesNumber', 'salesDate', 'buyerId', 'invoiceNumber', 'totalVolumeM3', 'totalValue', 'status'],
  sections: [
    { title: 'localSalesScreens.section.sale', fields: ['salesNumber', 'salesDate', 'buyerId', 'status'] },
    {
      title: 'localSalesScreens.section.delivery',
      fields: [
        'invoiceNumber',
        'invoiceDate',
        'documentTransportTypeId',
        'documentNumber',
        'vehicleNumber',
        'deliveryAddress',
      ],
    },
    {
      title: 'localSalesScreens.section.totals',
      fields: ['currencyId', 'totalVolumeM3', 'totalValue', 'notes'],
      afterLines: true,
      live: SalesTotalsLive,
    },
  ],
  lines: [
    {
      field: 'materials',
      fields: soldLine,
      // The view adds each line's value, which the server reckons.
      viewFields: [
        ...soldLine.filter((field) => field.name !== 'notes'),
        ...lineValue,
        ...soldLine.filter((field) => field.name === 'notes'),
      ],
      min: 1,
      max: 50,
      takesFrom: 'stockId',
    },
  ],
  targets: { stockId: stockScreen, buyerId: buyerScreen },
  cells: { status: PostingStatusBadge },
  // A value the server would refuse as too large is refused here, before anything is sent.
  schema: salesChecks,
  actions: [
    {
      name: 'cancel',
      label: 'localSalesScreens.cancel.action',
      intent: 'danger',
      confirm: 'localSalesScreens.cancel.confirm',
      asksReason: true,
      done: 'localSalesScreens.cancel.done',
      run: (row, options, reason = '') =>
        cancelLocalSales(row.id, { reason, seenStatus: row.status }, options),
      refusal: (error, t, language) =>
        problemIs(error, 'insufficientStock')
          ? t('localSalesScreens.cancel.insufficient', { detail: shortfallSentence(error, t, language) })
          : undefined,
    },
  ],
});

/** A sale's line as read: with its id, which a line sent with its sale leaves out. */
type SoldLine = LocalSalesMaterial & { id: number };

/** A sale's lines on their own (what was sold, line by line), each leading to its sale, which writes them. */
export const localSalesMaterialScreen = defineScreen(
  localSalesMaterial as unknown as typeof localSalesMaterial & ResourceOf<SoldLine>,
  {
    api: readCalls({
      list: listLocalSalesMaterials,
      search: searchLocalSalesMaterials,
      get: getLocalSalesMaterial,
    }),
    // A line has no name of its own (its sale's number and its stock are other rows'): its page is headed
    // by its kind, never by its id.
    rowLabel: () => '',
    columns: ['localSalesId', 'stockId', 'volumeM3', 'pieces', 'unitPrice', 'value'],
    targets: { localSalesId: localSalesScreen, stockId: stockScreen },
    cells: { ...quantityCells, localSalesId: SaleOfLineCell },
  },
);
