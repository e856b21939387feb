/**
 * An activity report as an Excel workbook (exceljs, streamed row by row): a header block (the report, its
 * company and unit, the period, who printed it and when), then the report's columns in the caller's
 * language, m³ with 4 decimals, dates as dates, the header frozen. The total is a SUBTOTAL formula per
 * summed column, a ratio (the yield) is computed from those totals, and money is summed per currency; none
 * carries a cached result, so the sheet shows what its formulas say.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { type Kysely, sql } from 'kysely';
import { columnLetters } from './excel.ts';
import type { ActivityReport, ColumnKind, ReportColumn, ReportRequest, ReportRow } from './activity.ts';

// biome-ignore lint/suspicious/noExplicitAny: the header reads several tables in SQL
type AnyDB = Kysely<any>;
type Lang = 'in' | 'en';

const TEXTS = {
  in: {
    company: 'Perusahaan',
    unit: 'Unit usaha',
    period: 'Periode',
    printed: 'Dicetak oleh {login} pada {at}',
    allUnits: 'Semua unit usaha',
    allCompanies: 'Semua perusahaan',
    no: 'No.',
    total: 'Jumlah',
    noCurrency: 'tanpa mata uang',
    yes: 'Ya',
    notYes: 'Tidak',
  },
  en: {
    company: 'Company',
    unit: 'Business unit',
    period: 'Period',
    printed: 'Printed by {login} on {at}',
    allUnits: 'All business units',
    allCompanies: 'All companies',
    no: 'No.',
    total: 'Total',
    noCurrency: 'no currency',
    yes: 'Yes',
    notYes: 'No',
  },
} as const;

const FORMATS: Partial<Record<ColumnKind, string>> = {
  m3: '#,##0.0000',
  kg: '#,##0.00',
  pieces: '#,##0.00',
  money: '#,##0.00',
  percent: '0.00',
  date: 'yyyy-mm-dd',
};
const WIDTHS: Partial<Record<ColumnKind, number>> = { date: 12, percent: 10, flag: 10 };

/** What the header block names. */
export interface ActivitySheetHeader {
  company: string;
  unit: string;
  /** Whether the report covers more than one unit (its rows then name theirs). */
  acrossUnits: boolean;
  /** The unit as the file name gives it. */
  fileUnit: string;
  startDate: string;
  endDate: string;
  printedBy: string;
  printedAt: string;
}

/** The header block's facts: the unit asked (or the caller's only one) and its company, or "all". */
export async function activityHeaderOf(
  db: AnyDB,
  r: ReportRequest,
  printedBy: string,
  lang: Lang,
): Promise<ActivitySheetHeader> {
  const t = TEXTS[lang];
  const single = r.unitId ?? (r.reach?.length === 1 ? r.reach[0] : undefined);
  const printed = {
    startDate: r.startDate,
    endDate: r.endDate,
    printedBy,
    printedAt: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  };
  if (single !== undefined) {
    const { rows } = await sql<{ unit: string; company: string }>`
      SELECT u.name AS unit, c.name AS company FROM business_unit u JOIN company c ON c.id = u.company_id
      WHERE u.id = ${single}`.execute(db);
    const unit = rows[0];
    return {
      company: unit?.company ?? '',
      unit: unit?.unit ?? '',
      acrossUnits: false,
      fileUnit: unit?.unit ?? '',
      ...printed,
    };
  }
  // A company administrator's units are one company's; the staff's span every company.
  const companies = r.reach?.length
    ? (
        await sql<{ name: string }>`
          SELECT DISTINCT c.name FROM business_unit u JOIN company c ON c.id = u.company_id
          WHERE u.id IN (${sql.join([...r.reach])})`.execute(db)
      ).rows
    : [];
  return {
    company: companies.length === 1 ? (companies[0]?.name ?? '') : t.allCompanies,
    unit: t.allUnits,
    acrossUnits: true,
    fileUnit: t.allUnits,
    ...printed,
  };
}

/** A row's value as the sheet holds it: numbers, dates, words for flags and codes. */
function cellOf(column: ReportColumn, value: ReportRow[string] | undefined, lang: Lang): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (FORMATS[column.kind] && column.kind !== 'date') return Number(value);
  if (column.kind === 'date') return new Date(`${value}T00:00:00Z`);
  if (column.kind === 'flag') return value ? TEXTS[lang].yes : TEXTS[lang].notYes;
  return column.labels?.[String(value)]?.[lang] ?? (value as string | number);
}

/**
 * Writes every row of a report (already filtered), read a batch at a time, to a workbook streamed into the
 * returned stream; a failure on the way ends the stream with the error.
 */
export function activityWorkbook(
  report: ActivityReport,
  batches: AsyncIterable<readonly ReportRow[]>,
  header: ActivitySheetHeader,
  lang: Lang,
): PassThrough {
  const out = new PassThrough();
  writeWorkbook(out, report, batches, header, lang).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function writeWorkbook(
  out: PassThrough,
  report: ActivityReport,
  batches: AsyncIterable<readonly ReportRow[]>,
  header: ActivitySheetHeader,
  lang: Lang,
): Promise<void> {
  const t = TEXTS[lang];
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  book.creator = header.printedBy;
  const shown = report.columns.filter((c) => c.kind !== 'id' && (!c.acrossUnits || header.acrossUnits));

  const headerRows = [
    [report.title[lang]],
    [t.company, header.company],
    [t.unit, header.unit],
    [t.period, `${header.startDate} – ${header.endDate}`],
    [t.printed.replace('{login}', header.printedBy).replace('{at}', header.printedAt)],
    [],
  ];
  const columnsRow = headerRows.length + 1;
  const sheet = book.addWorksheet(report.title[lang].slice(0, 31), {
    views: [{ state: 'frozen', ySplit: columnsRow }],
  });
  sheet.columns = [
    { width: 5 },
    ...shown.map((c) => ({
      width: c.width ?? WIDTHS[c.kind] ?? (FORMATS[c.kind] ? 14 : 16),
      ...(FORMATS[c.kind] ? { style: { numFmt: FORMATS[c.kind] } } : {}),
    })),
  ];
  for (const [i, values] of headerRows.entries()) {
    const row = sheet.addRow(values);
    if (i === 0) row.font = { bold: true, size: 14 };
    row.commit();
  }
  const titles = sheet.addRow([t.no, ...shown.map((c) => c.title?.[lang] ?? c.key)]);
  titles.font = { bold: true };
  titles.alignment = { wrapText: true, vertical: 'top' };
  titles.commit();

  let count = 0;
  // The currencies met, for the totals per currency.
  const currencies = new Set<string | null>();
  for await (const rows of batches) {
    for (const row of rows) {
      sheet.addRow([++count, ...shown.map((c) => cellOf(c, row[c.key], lang))]).commit();
      if (report.currency) currencies.add(row[report.currency] as string | null);
    }
    // A reader slower than the database holds the next batch back; one gone ends the reading.
    if (out.writableNeedDrain)
      await new Promise((resolve) => {
        out.once('drain', resolve);
        out.once('close', resolve);
      });
    if (out.destroyed) return;
  }

  // The sheet's column (letters) of a shown column, after the numbering column.
  const letters = new Map(shown.map((c, i) => [c.key, columnLetters(i + 2)]));
  const first = columnsRow + 1;
  const last = columnsRow + count;
  const totalRow = last + 1;
  const range = (key: string) => `${letters.get(key)}${first}:${letters.get(key)}${last}`;
  // The label goes in the first column that holds no total.
  const labelAt = shown.findIndex((c) => !c.total);
  const perCurrency = report.currency !== undefined && letters.has(report.currency);
  const totals = shown.map((c, i): ExcelJS.CellValue => {
    if (i === labelAt) return t.total;
    if (!c.total || (c.kind === 'money' && perCurrency)) return null;
    if (typeof c.total === 'object') {
      const [num, den] = c.total.ratio.map((key) => `${letters.get(key)}${totalRow}`);
      return { formula: `IF(${den}=0,"",ROUND(${num}/${den}*100,2))` };
    }
    return count ? { formula: `SUBTOTAL(9,${range(c.key)})` } : 0;
  });
  // No cached result: Excel (the calcId written is older than its own) and LibreOffice compute every formula
  // when they open the workbook.
  const total = sheet.addRow([null, ...totals]);
  total.font = { bold: true };
  total.commit();

  if (perCurrency && report.currency) {
    const currency = report.currency;
    const codes = [...currencies].sort((a, b) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)));
    for (const code of codes) {
      const cells = shown.map((c, i): ExcelJS.CellValue => {
        if (i === labelAt) return `${t.total} ${code ?? t.noCurrency}`;
        if (c.kind !== 'money' || c.total !== true) return null;
        return {
          formula: `SUMPRODUCT((${range(currency)}="${code ?? ''}")*1,${range(c.key)})`,
        };
      });
      const row = sheet.addRow([null, ...cells]);
      row.font = { bold: true };
      row.commit();
    }
  }
  sheet.commit();
  await book.commit();
}
