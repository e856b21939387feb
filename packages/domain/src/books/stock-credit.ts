import { type StockCredit, StockCreditFields } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import { UNIT_OWNED } from './readers.ts';

/** The stock ledger (neraca kayu, MODEL.md §2.5): read here, appended by the postings of documents only. */
export const stockCredit = defineResource<StockCredit>()({
  ...blocks.stockCredit,
  fields: StockCreditFields,
  unique: [],
  owner: UNIT_OWNED,
});
