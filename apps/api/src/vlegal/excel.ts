/**
 * The V-Legal list as an Excel workbook (`POST vlegals-export-excel`), with exceljs: a header block (who
 * printed it, when, for which unit and filters), then one row per document in the caller's language, m³ with
 * 4 decimals, totals as formulas, the header frozen. Streamed row by row, so a year of a large exporter is
 * never held in memory.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { type Kysely, sql } from 'kysely';
import type { AppServices, RequestContext } from '../http/context.ts';
import { readTexts } from '../http/handlers/texts.ts';

// biome-ignore lint/suspicious/noExplicitAny: the export reads several tables in SQL
type AnyDB = Kysely<any>;

interface Query {
  businessUnitId?: number | null;
  status?: string | null;
  query?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}

/** The columns in order: field (its label from the texts), width, number format. */
const COLUMNS: readonly [string, number, string?][] = [
  ['applicationNumber', 24],
  ['applicationDate', 12, 'yyyy-mm-dd'],
  ['vlegalNumber', 26],
  ['status', 14],
  ['businessUnitId', 28],
  ['buyerId', 30],
  ['countryOfDestinationId', 18],
  ['estimatedShipmentDate', 12, 'yyyy-mm-dd'],
  ['invoiceNumber', 20],
  ['totalVolumeM3', 14, '#,##0.0000'],
  ['totalNetWeightKg', 14, '#,##0.00'],
  ['totalUnits', 12, '#,##0.00'],
  ['totalValue', 16, '#,##0.00'],
  ['currencyId', 8],
  ['issueDate', 12, 'yyyy-mm-dd'],
  ['validUntil', 12, 'yyyy-mm-dd'],
  ['integrationStatus', 16],
];
/** The most rows one workbook holds; the screen's filters narrow a larger list. */
const MOST_ROWS = 100_000;

const TITLE = { in: 'Daftar dokumen V-Legal', en: 'V-Legal documents' } as const;
const PRINTED = { in: 'Dicetak oleh {login} pada {at}', en: 'Printed by {login} on {at}' } as const;
const TOTAL = { in: 'Jumlah', en: 'Total' } as const;

export async function exportVlegalsExcel(services: AppServices, ctx: RequestContext) {
  const db = services.db.kysely as unknown as AnyDB;
  const principal = ctx.requirePrincipal();
  const lang = principal.langKey === 'en' ? 'en' : 'in';
  const texts = (readTexts(lang) ?? {}) as {
    resources?: {
      vlegal?: { fields?: Record<string, string>; values?: Record<string, Record<string, string>> };
    };
  };
  const labels = texts.resources?.vlegal?.fields ?? {};
  const values = texts.resources?.vlegal?.values ?? {};
  const q = (ctx.req.body ?? {}) as Query;
  const units = ctx.scope.readsAll ? null : (ctx.scope.businessUnitIds ?? []);
  const text = q.query?.trim() ? `%${q.query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const { rows } = await sql<Record<string, unknown>>`
    SELECT v.application_number, v.application_date, v.vlegal_number, v.status, u.name AS unit, b.name AS buyer,
      c.code AS destination, v.estimated_shipment_date, v.invoice_number, v.total_volume_m3, v.total_net_weight_kg,
      v.total_units, v.total_value, cu.code AS currency, v.issue_date, v.valid_until, v.integration_status
    FROM vlegal v
    JOIN business_unit u ON u.id = v.business_unit_id
    JOIN buyer b ON b.id = v.buyer_id
    JOIN country c ON c.id = v.country_of_destination_id
    JOIN currency cu ON cu.id = v.currency_id
    WHERE ${units === null ? sql`true` : units.length ? sql`v.business_unit_id IN (${sql.join(units)})` : sql`false`}
      AND ${q.businessUnitId ? sql`v.business_unit_id = ${q.businessUnitId}` : sql`true`}
      AND ${q.status ? sql`v.status = ${q.status}` : sql`true`}
      AND ${q.startDate ? sql`v.application_date >= ${q.startDate}` : sql`true`}
      AND ${q.endDate ? sql`v.application_date <= ${q.endDate}` : sql`true`}
      AND ${text ? sql`(v.application_number ILIKE ${text} OR v.vlegal_number ILIKE ${text} OR v.invoice_number ILIKE ${text})` : sql`true`}
    ORDER BY v.application_date DESC, v.id DESC
    LIMIT ${MOST_ROWS}`.execute(db);

  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  book.creator = principal.login;
  const sheet = book.addWorksheet('V-Legal', { views: [{ state: 'frozen', ySplit: 4 }] });
  sheet.columns = COLUMNS.map(([field, width, numFmt]) => ({
    key: field,
    width,
    ...(numFmt ? { style: { numFmt } } : {}),
  }));
  const at = new Date().toISOString().slice(0, 16).replace('T', ' ');
  sheet.addRow([TITLE[lang]]).font = { bold: true, size: 14 };
  sheet.addRow([PRINTED[lang].replace('{login}', principal.login).replace('{at}', `${at} UTC`)]).commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(COLUMNS.map(([field]) => labels[field] ?? field));
  header.font = { bold: true };
  header.commit();
  const first = 5;
  const day = (value: unknown) => (value ? new Date(`${String(value).slice(0, 10)}T00:00:00Z`) : null);
  for (const r of rows)
    sheet
      .addRow([
        r.application_number,
        day(r.application_date),
        r.vlegal_number,
        values.status?.[String(r.status)] ?? r.status,
        r.unit,
        r.buyer,
        r.destination,
        day(r.estimated_shipment_date),
        r.invoice_number,
        Number(r.total_volume_m3),
        Number(r.total_net_weight_kg),
        Number(r.total_units),
        Number(r.total_value),
        r.currency,
        day(r.issue_date),
        day(r.valid_until),
        values.integrationStatus?.[String(r.integration_status)] ?? r.integration_status,
      ])
      .commit();
  // Totals as formulas, so a reader who filters or corrects the sheet sees them follow.
  const last = first + rows.length - 1;
  const sum = (col: string) => ({ formula: rows.length ? `SUM(${col}${first}:${col}${last})` : '0' });
  const total = sheet.addRow([
    TOTAL[lang],
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    sum('J'),
    sum('K'),
    sum('L'),
  ]);
  total.font = { bold: true };
  total.commit();
  sheet.commit();
  void book.commit();
  ctx.reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename="V-Legal ${at.slice(0, 10)}.xlsx"`);
  return out;
}
