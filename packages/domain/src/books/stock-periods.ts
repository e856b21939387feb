import {
  type StockInMonth,
  StockInMonthFields,
  type StockInYear,
  StockInYearFields,
} from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import { UNIT_OWNED } from './readers.ts';

/** An item's balances over a month with movements (MODEL.md §2.5), computed from the ledger's monthly sums. */
export const stockInMonth = defineResource<StockInMonth>()({
  ...blocks.stockInMonth,
  fields: StockInMonthFields,
  unique: [],
  owner: UNIT_OWNED,
});

/** An item's balances over a year with movements. */
export const stockInYear = defineResource<StockInYear>()({
  ...blocks.stockInYear,
  fields: StockInYearFields,
  unique: [],
  owner: UNIT_OWNED,
});
