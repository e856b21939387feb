/**
 * Where a stock's timber came from (MODEL.md §2.6–§2.8, §3.4 items 6 and 9): the posted receipts that fed
 * it, directly or through posted transfers and productions, to any depth. A V-Legal's line reads its
 * countries of harvest and its suppliers' certificates from them.
 */
import { sql } from 'kysely';
import { db } from '../books/items-and-stocks.ts';
import type { Database } from '../db/index.ts';

/** A posted receipt that fed a stock, with the certificate of its party as it stood when posted. */
export interface FeedingReceipt {
  /** The stock asked about (not the one the receipt booked into, when it came through others). */
  stockId: number;
  receiptId: number;
  receiptNumber: string;
  /** `YYYY-MM-DD`. */
  receiptDate: string;
  scientificNameId: number | null;
  countryOfHarvestId: number;
  /** ISO 3166-1 alpha-2 code of the country of harvest. */
  countryCode: string;
  supplierCertificateId: number | null;
  supplierCertificateNumber: string | null;
  /** `YYYY-MM-DD`, the certificate's expiry when the receipt was posted. */
  supplierCertificateExpiredDate: string | null;
  originOfRawMaterialId: number;
}

/**
 * How many moves back a stock's receipts are looked for: a receipt, a transfer to a sub-contractor, its
 * processing, the way back and a production or two stay well within it, and a cycle of transfers (out to a
 * sub-contractor and back) ends here.
 */
const MOST_MOVES = 10;

/**
 * Every posted receipt that fed each of `stockIds`: booked into it, or into a stock it was fed from by a
 * posted transfer (`to_stock_id` ← `from_stock_id`) or a posted production (an output's stock ← each
 * source's stock of the same production), at most `MOST_MOVES` moves back. Each receipt once per stock,
 * ordered by stock, receipt date and receipt.
 */
export async function receiptsFeeding(tx: Database, stockIds: readonly number[]): Promise<FeedingReceipt[]> {
  const wanted = [...new Set(stockIds.map(Number))].filter((id) => Number.isInteger(id) && id > 0);
  if (!wanted.length) return [];
  const { rows } = await sql<{
    stock_id: number;
    receipt_id: number;
    receipt_number: string;
    receipt_date: string;
    scientific_name_id: number | null;
    country_of_harvest_id: number;
    country_code: string;
    supplier_certificate_id: number | null;
    supplier_certificate_number: string | null;
    supplier_certificate_expired_date: string | null;
    origin_of_raw_material_id: number;
  }>`
    WITH RECURSIVE fed_by (to_stock_id, from_stock_id) AS (
      SELECT t.to_stock_id, t.from_stock_id FROM transfer_material t WHERE t.status = 'POSTED'
      -- UNION ALL: the links are read through their stocks' indexes, never whole; \`feeding\` drops repeats.
      UNION ALL
      SELECT o.stock_id, s.stock_id
      FROM production p
      JOIN production_output_material o ON o.production_id = p.id
      JOIN production_source_material s ON s.production_id = p.id
      WHERE p.status = 'POSTED'
    ),
    feeding (stock_id, source_stock_id, moves) AS (
      SELECT id, id, 0 FROM stock WHERE id IN (${sql.join(wanted)})
      UNION
      SELECT f.stock_id, e.from_stock_id, f.moves + 1
      FROM feeding f JOIN fed_by e ON e.to_stock_id = f.source_stock_id
      WHERE f.moves < ${MOST_MOVES}
    )
    SELECT DISTINCT f.stock_id, r.id AS receipt_id, r.receipt_number,
      to_char(r.receipt_date, 'YYYY-MM-DD') AS receipt_date, r.scientific_name_id, r.country_of_harvest_id,
      c.code AS country_code, r.supplier_certificate_id, r.supplier_certificate_number,
      to_char(r.supplier_certificate_expired_date, 'YYYY-MM-DD') AS supplier_certificate_expired_date,
      r.origin_of_raw_material_id
    FROM feeding f
    JOIN import_material r ON r.stock_id = f.source_stock_id AND r.status = 'POSTED'
    JOIN country c ON c.id = r.country_of_harvest_id
    ORDER BY stock_id, receipt_date, receipt_id`.execute(db(tx));
  return rows.map((row) => ({
    stockId: Number(row.stock_id),
    receiptId: Number(row.receipt_id),
    receiptNumber: row.receipt_number,
    receiptDate: row.receipt_date,
    scientificNameId: row.scientific_name_id === null ? null : Number(row.scientific_name_id),
    countryOfHarvestId: Number(row.country_of_harvest_id),
    countryCode: row.country_code,
    supplierCertificateId: row.supplier_certificate_id === null ? null : Number(row.supplier_certificate_id),
    supplierCertificateNumber: row.supplier_certificate_number,
    supplierCertificateExpiredDate: row.supplier_certificate_expired_date,
    originOfRawMaterialId: Number(row.origin_of_raw_material_id),
  }));
}
