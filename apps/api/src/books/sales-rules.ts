/**
 * The write rules of a unit's sales (MODEL.md §2.9): a buyer's country agrees with its type, and a local
 * sale goes to a domestic buyer, its lines counted and valued, processed wood with a transport document.
 */
import { sql } from 'kysely';
import { MAX_SALES_VALUE, salesTotals } from '@vlegal/domain/books/local-sales';
import type { Row } from '../engine/types.ts';
import { nextDocumentNumber } from '../engine/document-numbers.ts';
import { db, fail, linesOutOf, type WriteRules } from './items-and-stocks.ts';

/**
 * A buyer's country agrees with its type: a domestic buyer (of local sales) is in Indonesia, a foreign one
 * (a consignee of exports) abroad; only a domestic buyer has an NPWP.
 */
export const buyer: WriteRules = {
  async prepare(tx, row) {
    const { rows } = await sql<{ code: string }>`
      SELECT code FROM country WHERE id = ${row.countryId}`.execute(db(tx));
    const country = rows[0]?.code;
    const domestic = row.buyerType === 'DOMESTIC';
    if (country !== undefined && domestic !== (country === 'ID'))
      fail(
        'buyer',
        'countryId',
        domestic ? 'sales.domesticInIndonesia' : 'sales.foreignAbroad',
        domestic ? 'A domestic buyer is in Indonesia.' : 'A foreign buyer is outside Indonesia.',
      );
    if (!domestic && row.taxId !== null && row.taxId !== undefined)
      fail('buyer', 'taxId', 'sales.taxIdDomestic', 'Only a domestic buyer has an NPWP.');
    return {};
  },
};

/**
 * A local sale (MODEL.md §2.9) goes to a domestic buyer of the unit; processed wood (a product) travels with a
 * transport document; each line is counted as its item requires and valued at its price. The lines' items,
 * the totals and the number (drawn once, when the sale is first posted) are the server's.
 */
export const localSales: WriteRules = {
  async prepare(tx, row, _ctx, current) {
    const objectName = 'localSales';
    const { rows: buyers } = await sql<{ buyer_type: string }>`
      SELECT buyer_type FROM buyer WHERE id = ${row.buyerId}`.execute(db(tx));
    if (buyers[0] && buyers[0].buyer_type !== 'DOMESTIC')
      fail(objectName, 'buyerId', 'salesRules.domesticOnly', 'A local sale goes to a domestic buyer.');
    const lines = (row.materials ?? []) as Row[];
    const totals = salesTotals(lines as { volumeM3?: string; unitPrice?: string }[]);
    if (totals.tooLargeAt !== null)
      fail(
        objectName,
        `materials[${totals.tooLargeAt}].unitPrice`,
        'salesRules.valueTooLarge',
        `The sale's value would exceed ${MAX_SALES_VALUE.toFixed(0)}.`,
      );
    const { byId, filled: items } = await linesOutOf(tx, objectName, 'materials', lines);
    const filled = items.map((item, i) => ({ ...item, value: totals.values[i] }));
    const processed = lines.some((line) => byId.get(Number(line.stockId))?.stock_type === 'PRODUCT');
    const document = typeof row.documentNumber === 'string' ? row.documentNumber.trim() : '';
    if (processed && !document)
      fail(
        objectName,
        'documentNumber',
        'salesRules.transportDocument',
        'Processed wood travels with a transport document.',
      );
    const unitId = Number(row.businessUnitId);
    return {
      totalVolumeM3: totals.totalVolumeM3,
      totalValue: totals.totalValue,
      materials: filled,
      ...(current
        ? {}
        : { salesNumber: await nextDocumentNumber(db(tx), 'LOCAL_SALES', unitId, String(row.salesDate)) }),
    };
  },
};
