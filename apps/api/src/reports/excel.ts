/**
 * The LMKB and LMKO as Excel workbooks (exceljs, streamed row by row): a header block (company, unit, S-LK
 * certificate, period, business permits with their capacities, who printed it and when), then the report's
 * columns in the caller's language, each quantity in pieces and m³ (kg too where the report keeps weight),
 * m³ with 4 decimals, the header frozen. Subtotals of each kind and species and the total are SUBTOTAL
 * formulas, so a reader who corrects a figure sees them follow, and the total ignores the subtotals.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { type Kysely, sql } from 'kysely';
import type { Quantities } from '@vlegal/domain/books/quantity';
import { ADDITION_COLUMNS, type LmkFigures, REDUCTION_COLUMNS } from '@vlegal/domain/reports/lmk';
import type { LmkComputed, LmkLine } from './lmk.ts';

// biome-ignore lint/suspicious/noExplicitAny: the header reads several tables in SQL
type AnyDB = Kysely<any>;
type Lang = 'in' | 'en';
type Figures = Omit<LmkFigures, 'agrees'>;

/** What the header block names: the unit's company, certificate and permits. */
export interface LmkSheetHeader {
  company: string;
  unit: string;
  slk: string | null;
  permits: string[];
  printedBy: string;
  printedAt: string;
}

const TEXTS = {
  in: {
    LMKB: 'Laporan Mutasi Kayu Bulat (LMKB)',
    LMKO: 'Laporan Mutasi Kayu Olahan (LMKO)',
    company: 'Perusahaan',
    unit: 'Unit usaha',
    slk: 'Sertifikat S-LK',
    period: 'Periode',
    permits: 'Izin usaha (kapasitas per tahun)',
    printed: 'Dicetak oleh {login} pada {at}',
    filed: 'Dilaporkan oleh {login} pada {at}',
    none: '–',
    no: 'No.',
    kind: 'Jenis',
    itemCode: 'Kode',
    itemName: 'Nama barang',
    species: 'Jenis kayu',
    hsCode: 'Kode HS',
    pieceUnit: 'Satuan',
    heldAt: 'Disimpan di',
    agrees: 'Keterangan',
    differs: 'Selisih dengan buku',
    subtotal: 'Subtotal {kind} {species}',
    total: 'Jumlah',
    pieces: 'btg/kpg',
    kg: 'kg',
    figures: {
      opening: 'Persediaan awal',
      opened: 'Stok dibuka',
      fromSuppliers: 'Dari pemasok',
      fromSubCons: 'Dari subkontraktor',
      transfersIn: 'Pindahan masuk',
      produced: 'Hasil produksi',
      returnedFromExport: 'Kembali dari ekspor',
      correctedUp: 'Koreksi tambah',
      additions: 'Jumlah penambahan',
      usedInProduction: 'Dipakai produksi',
      transfersOut: 'Pindahan keluar',
      soldLocally: 'Penjualan lokal',
      exported: 'Ekspor (V-Legal)',
      otherUsage: 'Pemakaian lain',
      reductions: 'Jumlah pengurangan',
      closing: 'Persediaan akhir',
    },
  },
  en: {
    LMKB: 'Log mutation report (LMKB)',
    LMKO: 'Processed wood mutation report (LMKO)',
    company: 'Company',
    unit: 'Business unit',
    slk: 'S-LK certificate',
    period: 'Period',
    permits: 'Business permits (capacity per year)',
    printed: 'Printed by {login} on {at}',
    filed: 'Filed by {login} on {at}',
    none: '–',
    no: 'No.',
    kind: 'Kind',
    itemCode: 'Code',
    itemName: 'Item',
    species: 'Species',
    hsCode: 'HS code',
    pieceUnit: 'Unit',
    heldAt: 'Held at',
    agrees: 'Remarks',
    differs: 'Differs from the books',
    subtotal: 'Subtotal {kind} {species}',
    total: 'Total',
    pieces: 'pcs',
    kg: 'kg',
    figures: {
      opening: 'Opening stock',
      opened: 'Opened',
      fromSuppliers: 'From suppliers',
      fromSubCons: 'From sub-contractors',
      transfersIn: 'Transfers in',
      produced: 'Produced',
      returnedFromExport: 'Returned from export',
      correctedUp: 'Corrections up',
      additions: 'Total additions',
      usedInProduction: 'Used in production',
      transfersOut: 'Transfers out',
      soldLocally: 'Local sales',
      exported: 'Exported (V-Legal)',
      otherUsage: 'Other usage',
      reductions: 'Total reductions',
      closing: 'Closing stock',
    },
  },
} as const;

/** The figures in the order of the sheet's columns. */
const FIGURES = [
  'opening',
  ...ADDITION_COLUMNS,
  'additions',
  ...REDUCTION_COLUMNS,
  'reductions',
  'closing',
] as const;
type Figure = (typeof FIGURES)[number];
const IDENTIFICATION = [
  'no',
  'kind',
  'itemCode',
  'itemName',
  'species',
  'hsCode',
  'pieceUnit',
  'heldAt',
] as const;

const figureOf = (f: Figures, figure: Figure): Quantities =>
  figure === 'opening' || figure === 'additions' || figure === 'reductions' || figure === 'closing'
    ? f[figure]
    : f.columns[figure];

/** A spreadsheet column's letters from its number (1 → A, 27 → AA). */
export function columnLetters(n: number): string {
  let letters = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26))
    letters = String.fromCharCode(65 + ((x - 1) % 26)) + letters;
  return letters;
}

/** The header block's facts of a unit: its company, its S-LK certificate, its permits and their capacities. */
export async function lmkHeaderOf(db: AnyDB, unitId: number, printedBy: string): Promise<LmkSheetHeader> {
  const [{ rows: units }, { rows: permits }] = await Promise.all([
    sql<{ unit: string; company: string; slk: string | null }>`
      SELECT u.name AS unit, c.name AS company, s.full_code AS slk
      FROM business_unit u JOIN company c ON c.id = u.company_id
      LEFT JOIN slk_certificate s ON s.id = u.slk_certificate_id
      WHERE u.id = ${unitId}`.execute(db),
    sql<{ code: string; product_name: string | null; capacity: string | null; capacity_unit: string | null }>`
      SELECT p.code, pp.product_name, pp.capacity, pp.capacity_unit
      FROM business_permit p LEFT JOIN business_permit_product pp ON pp.business_permit_id = p.id
      WHERE p.business_unit_id = ${unitId} AND p.active
      ORDER BY p.code, pp.product_name`.execute(db),
  ]);
  const unit = units[0];
  return {
    company: unit?.company ?? '',
    unit: unit?.unit ?? '',
    slk: unit?.slk ?? null,
    permits: permits.map((p) =>
      p.product_name ? `${p.code}: ${p.product_name} ${Number(p.capacity)} ${p.capacity_unit}` : p.code,
    ),
    printedBy,
    printedAt: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  };
}

/**
 * Writes a computed report (all its lines, already filtered) to a workbook streamed into the returned
 * stream. `filed`: who filed the month and when, for a report read as filed.
 */
export function lmkWorkbook(
  report: Pick<LmkComputed, 'report' | 'startDate' | 'endDate' | 'total'> & { lines: LmkLine[] },
  header: LmkSheetHeader,
  lang: Lang,
  filed?: { by: string; at: string },
): PassThrough {
  const t = TEXTS[lang];
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  book.creator = header.printedBy;
  const weighted = report.lines.some((l) => FIGURES.some((f) => Number(figureOf(l, f).weightKg) !== 0));
  const measures = weighted
    ? (['pieces', 'volumeM3', 'weightKg'] as const)
    : (['pieces', 'volumeM3'] as const);
  const FORMATS = { pieces: '#,##0.00', volumeM3: '#,##0.0000', weightKg: '#,##0.00' } as const;

  const headerRows = [
    [t[report.report]],
    [t.company, header.company],
    [t.unit, header.unit],
    [t.slk, header.slk ?? t.none],
    [t.period, `${report.startDate} – ${report.endDate}`],
    [t.permits, header.permits.length ? header.permits.join('; ') : t.none],
    [t.printed.replace('{login}', header.printedBy).replace('{at}', header.printedAt)],
    ...(filed ? [[t.filed.replace('{login}', filed.by).replace('{at}', filed.at)]] : []),
    [],
  ];
  const columnsRow = headerRows.length + 1;
  const sheet = book.addWorksheet(report.report, {
    views: [{ state: 'frozen', ySplit: columnsRow, xSplit: 4 }],
  });
  sheet.columns = [
    { width: 5 },
    { width: 18 },
    { width: 12 },
    { width: 28 },
    { width: 26 },
    { width: 10 },
    { width: 8 },
    { width: 18 },
    ...FIGURES.flatMap(() => measures.map((m) => ({ width: 14, style: { numFmt: FORMATS[m] } }))),
    { width: 22 },
  ];
  for (const [i, values] of headerRows.entries()) {
    const row = sheet.addRow(values);
    if (i === 0) row.font = { bold: true, size: 14 };
    row.commit();
  }
  const unitOf = (m: (typeof measures)[number]) =>
    m === 'volumeM3' ? 'm³' : m === 'weightKg' ? t.kg : t.pieces;
  const titles = sheet.addRow([
    ...IDENTIFICATION.map((c) => t[c]),
    ...FIGURES.flatMap((f) => measures.map((m) => `${t.figures[f]} (${unitOf(m)})`)),
    t.agrees,
  ]);
  titles.font = { bold: true };
  titles.alignment = { wrapText: true, vertical: 'top' };
  titles.commit();

  const firstFigure = IDENTIFICATION.length + 1;
  const figureColumns = FIGURES.flatMap((_, fi) =>
    measures.map((_, mi) => firstFigure + fi * measures.length + mi),
  );
  const values = (f: Figures) =>
    FIGURES.flatMap((figure) => measures.map((m) => Number(figureOf(f, figure)[m])));
  // No cached result: Excel (no calcId written) and LibreOffice compute every formula when they open the
  // workbook, so what a reader sees is what the formulas say.
  const subtotal = (from: number, to: number) =>
    figureColumns.map((col) => ({
      formula: `SUBTOTAL(9,${columnLetters(col)}${from}:${columnLetters(col)}${to})`,
    }));

  let rowNumber = columnsRow;
  let no = 0;
  const lines = report.lines;
  let at = 0;
  const firstLineRow = columnsRow + 1;
  while (at < lines.length) {
    const first = lines[at] as LmkLine;
    const groupStart = rowNumber + 1;
    while (
      at < lines.length &&
      (lines[at] as LmkLine).kind === first.kind &&
      (lines[at] as LmkLine).scientificName === first.scientificName
    ) {
      const line = lines[at] as LmkLine;
      sheet
        .addRow([
          ++no,
          line.kind,
          line.itemCode,
          line.itemName,
          [line.scientificName, line.tradeName].filter(Boolean).join(' / '),
          line.hsCode,
          line.pieceUnit,
          line.heldAt,
          ...values(line),
          line.agrees ? null : t.differs,
        ])
        .commit();
      rowNumber++;
      at++;
    }
    const row = sheet.addRow([
      null,
      t.subtotal.replace('{kind}', first.kind).replace('{species}', first.scientificName ?? ''),
      null,
      null,
      null,
      null,
      null,
      null,
      ...subtotal(groupStart, rowNumber),
    ]);
    row.font = { bold: true };
    row.commit();
    rowNumber++;
  }
  const total = sheet.addRow([
    null,
    t.total,
    null,
    null,
    null,
    null,
    null,
    null,
    ...(lines.length ? subtotal(firstLineRow, rowNumber) : figureColumns.map(() => 0)),
  ]);
  total.font = { bold: true };
  total.commit();
  sheet.commit();
  void book.commit();
  return out;
}
