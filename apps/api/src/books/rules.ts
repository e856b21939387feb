/**
 * What the server checks and fills before a row of the timber books is written or posted (MODEL.md §2.5,
 * §2.6, §2.9, §4.1), per resource key, run by the generic handlers in the write's transaction, after the
 * engine checked that the items, parties, sites and stocks a row names are of its unit (`checkWrite`): a
 * receipt's item is its party's, its certificate is the party's and valid on its date, and its
 * transport-document line is new; a buyer's country agrees with its type; a transfer goes to one place of
 * its company that is not where it comes from; the server's own fields
 * (numbers, snapshots, the stock booked into) are filled. The ledger itself (`ledger.ts`) refuses dates,
 * locks and short balances.
 *
 * Each document's rules are in a module of their own (`stock-rules.ts`, `receipt-rules.ts`,
 * `sales-rules.ts`, `transfer-rules.ts`, `production-rules.ts`; a harvest plot's geometry in
 * `../eudr/plot-rules.ts`), on the reads they share (`items-and-stocks.ts`); this table binds them to their
 * resources.
 */
import { importMaterial } from './receipt-rules.ts';
import { production } from './production-rules.ts';
import { buyer, localSales } from './sales-rules.ts';
import { stock, stockOther } from './stock-rules.ts';
import { transferMaterial } from './transfer-rules.ts';
import type { WriteRules } from './items-and-stocks.ts';
import { vlegal } from '../vlegal/rules.ts';
import { harvestPlot } from '../eudr/plot-rules.ts';

export type { WriteRules } from './items-and-stocks.ts';

/** The rules of the resources that have their own, by key. */
export const WRITE_RULES: Readonly<Record<string, WriteRules>> = {
  stock,
  stockOther,
  importMaterial,
  buyer,
  transferMaterial,
  production,
  localSales,
  vlegal,
  harvestPlot,
};
