import {
  type StockInMonth,
  StockInMonthFields,
  type StockInYear,
  StockInYearFields,
} from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { BOOK_ROLES, UNIT_OWNED } from './readers.ts';

/** An item's balances over a month with movements (MODEL.md §2.5), computed from the ledger's monthly sums. */
export const stockInMonth = defineResource<StockInMonth>()({
  key: 'stockInMonth',
  fields: StockInMonthFields,
  sortable: ['id', 'year', 'month'],
  defaultSort: ['year', 'desc'],
  search: [],
  filters: { businessUnitId: 'eq', stockId: 'eq', year: 'eq', month: 'eq' },
  unique: [],
  roles: BOOK_ROLES,
  owner: UNIT_OWNED,
  readsOnly: true,
});

/** An item's balances over a year with movements. */
export const stockInYear = defineResource<StockInYear>()({
  key: 'stockInYear',
  fields: StockInYearFields,
  sortable: ['id', 'year'],
  defaultSort: ['year', 'desc'],
  search: [],
  filters: { businessUnitId: 'eq', stockId: 'eq', year: 'eq' },
  unique: [],
  roles: BOOK_ROLES,
  owner: UNIT_OWNED,
  readsOnly: true,
});
