import { type StockCredit, StockCreditFields } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { BOOK_ROLES, UNIT_OWNED } from './readers.ts';

/** The stock ledger (neraca kayu, MODEL.md §2.5): read here, appended by the postings of documents only. */
export const stockCredit = defineResource<StockCredit>()({
  key: 'stockCredit',
  fields: StockCreditFields,
  sortable: ['id', 'movementDate'],
  defaultSort: ['movementDate', 'desc'],
  search: ['documentNumber'],
  filters: { businessUnitId: 'eq', stockId: 'eq', movementType: 'eq', sourceType: 'eq', sourceId: 'eq' },
  unique: [],
  roles: BOOK_ROLES,
  owner: UNIT_OWNED,
  twins: ['business-unit'],
  readsOnly: true,
});
