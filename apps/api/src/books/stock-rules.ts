/**
 * The write rules of a unit's stocks (MODEL.md §2.5): an item has one stock at a place, which carries the
 * item's code, name and species; other usage is counted as its item requires, and only an administrator
 * corrects a stock upwards.
 */
import { sql } from 'kysely';
import { problem } from '../http/problems.ts';
import { conflict } from '../engine/write-checks.ts';
import {
  db,
  itemOf,
  type StockRow,
  stocksById,
  trackedQuantities,
  type WriteRules,
} from './items-and-stocks.ts';

export const stock: WriteRules = {
  async prepare(tx, row) {
    const item = await itemOf(tx, 'stock', row);
    const { rows: same } = await sql`
      SELECT id FROM stock
      WHERE business_unit_id = ${row.businessUnitId} AND stock_type = ${row.stockType}
        AND coalesce(raw_material_id, 0) = ${Number(row.rawMaterialId ?? 0)}
        AND coalesce(product_id, 0) = ${Number(row.productId ?? 0)}
        AND coalesce(sub_con_id, 0) = ${Number(row.subConId ?? 0)}
        AND coalesce(inventory_address_id, 0) = ${Number(row.inventoryAddressId ?? 0)}
        AND id <> ${Number(row.id ?? 0)}`.execute(db(tx));
    if (same.length)
      throw conflict(
        [{ objectName: 'stock', field: item.field, message: 'ledger.stockExists' }],
        `${item.name} already has a stock at this site.`,
      );
    return { itemCode: item.code, itemName: item.name, scientificNameId: item.scientific_name_id };
  },
};

export const stockOther: WriteRules = {
  async prepare(tx, row, ctx) {
    if (row.usageType === 'CORRECTION_PLUS' && !ctx.principal?.authorities.includes('ROLE_ADMIN'))
      throw problem.forbidden('Only an administrator corrects a stock upwards (CORRECTION_PLUS).');
    const stock = (await stocksById(tx, [row.stockId])).get(Number(row.stockId)) as StockRow;
    trackedQuantities('stockOther', stock, row);
    return {};
  },
};
