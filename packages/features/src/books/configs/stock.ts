/**
 * The screens of a unit's stock (MODEL.md §2.5): every item's balance, the raw materials' and the
 * products' (their new form opens the item with its initial balance, stok awal), and an item's other usage.
 */
import {
  cancelStockOther,
  createStock,
  createStockOther,
  deleteStock,
  deleteStockOther,
  getStock,
  getStockOther,
  listStocks,
  listStocksOther,
  searchStocks,
  searchStocksOther,
  updateStock,
  updateStockOther,
} from '@vlegal/api-client/query';
import { stock } from '@vlegal/domain/books/stock';
import { stockOther } from '@vlegal/domain/books/stock-other';
import { defineScreen } from '../../resource-screens/screen-config.ts';
import { quantityCells, STOCK_READS, StockItemCell, stockBalance, stockLabel } from '../cells.tsx';

const stockApi = {
  list: listStocks,
  search: searchStocks,
  get: getStock,
  create: createStock,
  update: updateStock,
  remove: deleteStock,
};

const label = stockLabel;

/** A stock's balances, and its item with where it is held. */
const stockCells = { ...quantityCells, itemName: StockItemCell };

/** Every item of the unit, both types, with its balance (the list of `stock`). */
export const stockScreen = defineScreen(stock, {
  api: stockApi,
  rowLabel: (row, t) => label(row, t),
  optionDetail: stockBalance,
  reads: STOCK_READS,
  columns: [
    'itemCode',
    'itemName',
    'stockType',
    'scientificNameId',
    'volumeM3',
    'pieces',
    'weightKg',
    'lastMovementDate',
  ],
  cells: stockCells,
});

const opening = ['openingDate', 'initialVolumeM3', 'initialPieces', 'initialWeightKg'] as const;
const site = ['subConId', 'inventoryAddressId', 'notes'] as const;
const columns = [
  'itemCode',
  'itemName',
  'scientificNameId',
  'volumeM3',
  'pieces',
  'weightKg',
  'lastMovementDate',
] as const;

/** The raw materials' stock; the new form opens a raw material with its initial balance. */
export const stockRawMaterialScreen = defineScreen(stock, {
  api: stockApi,
  rowLabel: (row, t) => label(row, t),
  optionDetail: stockBalance,
  reads: STOCK_READS,
  columns,
  sections: [
    { title: 'books.sections.item', fields: ['rawMaterialId'] },
    { title: 'books.sections.opening', fields: opening },
    { title: 'books.sections.site', fields: site },
  ],
  cells: stockCells,
});

/** The products' stock; the new form opens a product with its initial balance. */
export const stockProductScreen = defineScreen(stock, {
  api: stockApi,
  rowLabel: (row, t) => label(row, t),
  optionDetail: stockBalance,
  reads: STOCK_READS,
  columns,
  sections: [
    { title: 'books.sections.item', fields: ['productId'] },
    { title: 'books.sections.opening', fields: opening },
    { title: 'books.sections.site', fields: site },
  ],
  cells: stockCells,
});

/** An item's other usage (pemakaian lain): waste, shrinkage, own use … taken from its stock. */
export const stockOtherScreen = defineScreen(stockOther, {
  api: {
    list: listStocksOther,
    search: searchStocksOther,
    get: getStockOther,
    create: createStockOther,
    update: updateStockOther,
    remove: deleteStockOther,
  },
  rowLabel: (row) => `${row.usageDate}${row.referenceNumber ? ` – ${row.referenceNumber}` : ''}`,
  columns: [
    'usageDate',
    'usageType',
    'volumeM3',
    'pieces',
    'weightKg',
    'reason',
    'referenceNumber',
    'status',
  ],
  fields: [
    'usageType',
    'usageDate',
    'volumeM3',
    'pieces',
    'weightKg',
    'reason',
    'referenceNumber',
    'attachment',
    'status',
  ],
  cells: quantityCells,
  actions: [
    {
      name: 'cancel',
      label: 'books.stockOther.cancel',
      intent: 'danger',
      confirm: 'books.stockOther.cancelConfirm',
      asksReason: true,
      done: 'books.stockOther.cancelDone',
      run: (row, options, reason = '') =>
        cancelStockOther(row.id, { reason, seenStatus: row.status }, options),
    },
  ],
});
