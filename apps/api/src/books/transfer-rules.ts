/**
 * The write rules of a transfer (MODEL.md §2.7): where it may go, the stock it enters (opened when the item
 * has none there) and its number.
 */
import { sql } from 'kysely';
import { nextDocumentNumber } from '../engine/document-numbers.ts';
import { problem } from '../http/problems.ts';
import {
  db,
  fail,
  ITEM_TABLES,
  type Item,
  type StockKey,
  type StockRow,
  stockAt,
  stocksById,
  trackedQuantities,
  type WriteRules,
} from './items-and-stocks.ts';

/**
 * A transfer (MODEL.md §2.7) goes to exactly one place: a sub-contractor of the unit (the same item, held
 * there), the unit itself (taking back what a sub-contractor or a site held), or another unit of the same
 * company, whose item of the same code receives it. Never to the stock it leaves. The item, its species and
 * the stock entered are the server's; so is the number, drawn once when the transfer is first posted.
 */
export const transferMaterial: WriteRules = {
  async prepare(tx, row, ctx, current) {
    const objectName = 'transferMaterial';
    const from = (await stocksById(tx, [row.fromStockId])).get(Number(row.fromStockId)) as StockRow;
    trackedQuantities(objectName, from, row);
    const unitId = Number(row.businessUnitId);
    const toUnit = row.toBusinessUnitId ?? null;
    const toSubCon = row.toSubConId ?? null;
    if (toUnit === null && toSubCon === null)
      throw problem.validation(
        ['toBusinessUnitId', 'toSubConId'].map((field) => ({
          objectName,
          field,
          message: 'transfer.oneTarget',
        })),
        'A transfer goes to another unit of the company or to a sub-contractor: one of them.',
      );
    const key: StockKey = {
      unitId,
      type: from.stock_type,
      rawMaterialId: from.raw_material_id,
      productId: from.product_id,
      subConId: toSubCon === null ? null : Number(toSubCon),
    };
    let item: Item = from;
    if (toUnit !== null && Number(toUnit) !== unitId) {
      const { rows: units } = await sql<{ same: boolean; name: string }>`
        SELECT t.company_id = f.company_id AS same, t.name FROM business_unit t, business_unit f
        WHERE t.id = ${toUnit} AND f.id = ${unitId}`.execute(db(tx));
      if (!units[0]?.same)
        fail(
          objectName,
          'toBusinessUnitId',
          'transfer.otherCompany',
          'A transfer goes to a unit of the same company only.',
        );
      // The receiving unit keeps its own items: the one of the same code receives the timber.
      const { rows: items } = await sql<Item>`
        SELECT id, code, name, scientific_name_id, false AS track_weight, false AS track_pieces
        FROM ${sql.table(ITEM_TABLES[from.stock_type])}
        WHERE business_unit_id = ${toUnit} AND lower(code) = lower(${from.code ?? ''})`.execute(db(tx));
      const target = items[0];
      if (!target)
        fail(
          objectName,
          'toBusinessUnitId',
          'transfer.noItemThere',
          `${units[0]?.name} has no ${from.stock_type === 'PRODUCT' ? 'product' : 'raw material'} with code ${from.code ?? '(none)'}: add it there first.`,
        );
      item = target;
      key.unitId = Number(toUnit);
      key.rawMaterialId = from.stock_type === 'RAW_MATERIAL' ? Number(target.id) : null;
      key.productId = from.stock_type === 'PRODUCT' ? Number(target.id) : null;
    }
    const sameStock =
      key.unitId === Number(from.business_unit_id) &&
      key.subConId === (from.sub_con_id === null ? null : Number(from.sub_con_id)) &&
      from.inventory_address_id === null;
    if (sameStock)
      fail(
        objectName,
        toSubCon === null ? 'toBusinessUnitId' : 'toSubConId',
        'transfer.toItself',
        'A transfer does not go to the stock it leaves.',
      );
    const toStockId = await stockAt(
      tx,
      key,
      item,
      String(row.transferDate),
      ctx.principal?.login ?? 'system',
    );
    return {
      toStockId,
      stockType: from.stock_type,
      rawMaterialId: from.raw_material_id,
      productId: from.product_id,
      scientificNameId: from.scientific_name_id,
      ...(current
        ? {}
        : {
            transferNumber: await nextDocumentNumber(
              db(tx),
              'TRANSFER_MATERIAL',
              unitId,
              String(row.transferDate),
            ),
          }),
    };
  },
};
