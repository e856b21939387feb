/**
 * The LMKB and LMKO of a unit for a period (docs/domain/MODEL.md §4.2, docs/adr/0029-monthly-reports.md):
 * every item of the report's kind the unit held by the period's end, its opening balance, each column's
 * movements and its closing balance, checked against the ledger's balance read apart from the sums.
 *
 * What is read: the whole years inside the period from the yearly sums per movement type, its other whole
 * months from the monthly ones; the days of a month the period cuts from the ledger (indexed by unit and
 * date); the opening from the yearly and monthly sums before the period; the ledger's balance at the end
 * from the item's cached balance less what came after.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { MovementType } from '@vlegal/domain/books/ledger';
import { SCALES, type Units, unitsOf } from '@vlegal/domain/books/quantity';
import { type LmkFigures, type LmkReport, LmkTable, lmkTotal, monthBounds } from '@vlegal/domain/reports/lmk';

// biome-ignore lint/suspicious/noExplicitAny: the report reads several tables in SQL
type AnyDB = Kysely<any>;

/** One item's line of a report. */
export interface LmkLine extends LmkFigures {
  stockId: number;
  stockType: 'RAW_MATERIAL' | 'PRODUCT';
  itemCode: string | null;
  itemName: string;
  /** The raw material's type (LMKB: KB, KBS, KBK …) or the product's HS code: the report's first grouping. */
  kind: string;
  scientificName: string | null;
  tradeName: string | null;
  hsCode: string | null;
  /** What its pieces are counted in (batang, keping, pcs …). */
  pieceUnit: string | null;
  /** The sub-contractor holding the stock, or null for the unit's own. */
  heldAt: string | null;
}

/** A group's subtotal: the lines of one kind and species. */
export interface LmkGroup extends Omit<LmkFigures, 'agrees'> {
  kind: string;
  scientificName: string | null;
  lines: number;
}

export interface LmkComputed {
  report: LmkReport;
  businessUnitId: number;
  startDate: string;
  endDate: string;
  lines: LmkLine[];
  groups: LmkGroup[];
  total: Omit<LmkFigures, 'agrees'>;
  /** Lines whose closing balance differs from the ledger's. */
  disagreements: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthKey = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The months wholly inside a period, and the days outside them the ledger is read for: the first month
 * counts whole when the period starts on its first day, the last when it ends on its last.
 */
export function periodParts(startDate: string, endDate: string) {
  const start = monthKey(startDate);
  const end = monthKey(endDate);
  const firstWhole = startDate.endsWith('-01')
    ? start
    : start.month === 12
      ? { year: start.year + 1, month: 1 }
      : { year: start.year, month: start.month + 1 };
  const lastWhole =
    monthBounds(end.year, end.month).endDate === endDate
      ? end
      : end.month === 1
        ? { year: end.year - 1, month: 12 }
        : { year: end.year, month: end.month - 1 };
  const ordinal = (m: { year: number; month: number }) => m.year * 12 + m.month;
  if (ordinal(firstWhole) > ordinal(lastWhole))
    return { whole: null, days: [[startDate, endDate]] as [string, string][] };
  const days: [string, string][] = [];
  const wholeStart = `${firstWhole.year}-${pad(firstWhole.month)}-01`;
  const wholeEnd = monthBounds(lastWhole.year, lastWhole.month).endDate;
  if (startDate < wholeStart) days.push([startDate, dayBefore(wholeStart)]);
  if (endDate > wholeEnd) days.push([dayAfter(wholeEnd), endDate]);
  return { whole: { from: firstWhole, to: lastWhole }, days };
}

type Month = { year: number; month: number };

/**
 * A run of whole months as the whole years inside it and, for a year it takes only in part, that year and
 * its first and last month: a year's report reads the yearly sums, not twelve months of them.
 */
export function yearsAndMonths(
  from: Month,
  to: Month,
): { years: [number, number] | null; months: [year: number, from: number, to: number][] } {
  if (from.year === to.year)
    return from.month === 1 && to.month === 12
      ? { years: [from.year, from.year], months: [] }
      : { years: null, months: [[from.year, from.month, to.month]] };
  const months: [number, number, number][] = [];
  let [first, last] = [from.year, to.year];
  if (from.month !== 1) {
    months.push([from.year, from.month, 12]);
    first++;
  }
  if (to.month !== 12) {
    months.push([to.year, 1, to.month]);
    last--;
  }
  return { years: first <= last ? [first, last] : null, months };
}

interface ItemRow {
  id: number;
  stock_type: 'RAW_MATERIAL' | 'PRODUCT';
  item_code: string | null;
  item_name: string | null;
  kind: string | null;
  scientific_name: string | null;
  trade_name: string | null;
  hs_code: string | null;
  piece_unit: string | null;
  held_at: string | null;
  volume_m3: string;
  weight_kg: string;
  pieces: string;
}

/**
 * A query's rows as one JSON array of `[...keys, volume, weight, pieces]`, the quantities in whole units
 * (`SCALES`): the driver parses one text instead of thousands of rows, and no figure goes through text. A
 * sum beyond exact arithmetic is refused, never rounded. Rows of the same keys may repeat: the report adds
 * them up as it reads them (summing already summed rows again in the database would cost more).
 */
async function unitRows<K extends unknown[]>(
  db: AnyDB,
  name: string,
  keys: readonly string[],
  rowsOf: RawBuilder<unknown>,
): Promise<[...K, ...Units][]> {
  const scaled = (column: string, field: keyof typeof SCALES) =>
    sql`round(g.${sql.ref(column)} * ${sql.lit(10 ** SCALES[field])})::bigint`;
  const { rows } = await sql<{ rows: unknown[][] | null }>`/* lmk: ${sql.raw(name)} */
    SELECT json_agg(json_build_array(${sql.join(keys.map((k) => sql.ref(`g.${k}`)))},
      ${scaled('volume_m3', 'volumeM3')}, ${scaled('weight_kg', 'weightKg')}, ${scaled('pieces', 'pieces')})) AS rows
    FROM (${rowsOf}) g`.execute(db);
  const all = (rows[0]?.rows ?? []) as [...K, ...Units][];
  for (const row of all)
    for (let i = row.length - 3; i < row.length; i++)
      if (!Number.isSafeInteger(row[i]))
        throw new RangeError(`${name}: ${row[i]} is beyond exact arithmetic`);
  return all;
}

/**
 * A unit's LMKB or LMKO for [startDate, endDate], every line, grouped by kind then species with subtotals
 * (the handler keeps the lines a search asks for, of a computed report and of a filed one alike).
 */
export async function computeLmk(
  db: AnyDB,
  report: LmkReport,
  businessUnitId: number,
  startDate: string,
  endDate: string,
): Promise<LmkComputed> {
  const start = monthKey(startDate);
  const end = monthKey(endDate);
  const { whole, days } = periodParts(startDate, endDate);
  const kindOfReport =
    report === 'LMKB'
      ? sql`s.stock_type = 'RAW_MATERIAL' AND c.report_group = 'LMKB'`
      : sql`(s.stock_type = 'PRODUCT' OR c.report_group = 'LMKO')`;
  const ofReport = sql`s.business_unit_id = ${businessUnitId} AND s.opening_date <= ${endDate} AND ${kindOfReport}`;

  // The same items as a semi-join: the planner reads the sums by unit and keeps the report's stocks.
  const inItems = sql`stock_id IN (SELECT s.id FROM stock s
    LEFT JOIN raw_material rm ON rm.id = s.raw_material_id
    LEFT JOIN raw_material_type t ON t.id = rm.raw_material_type_id
    LEFT JOIN raw_material_category c ON c.id = t.raw_material_category_id
    WHERE ${ofReport})`;
  const unit = sql`business_unit_id = ${businessUnitId}`;
  const sumsOf = sql`sum(volume_m3) AS volume_m3, sum(weight_kg) AS weight_kg, sum(pieces) AS pieces`;
  const startMonth = `${start.year}-${pad(start.month)}-01`;
  const endMonthEnd = monthBounds(end.year, end.month).endDate;
  const noRows = sql`SELECT NULL::integer AS stock_id, NULL AS movement_type, NULL::boolean AS added,
    0 AS volume_m3, 0 AS weight_kg, 0 AS pieces WHERE false`;
  // Net sums (every type) of whole years and of months of one year: whatever came before or after a period.
  const yearsNet = (years: RawBuilder<unknown>) => sql`SELECT stock_id, volume_m3, weight_kg, pieces
    FROM stock_year_movement WHERE ${unit} AND ${years} AND ${inItems}`;
  const monthsNet = (year: number, months: RawBuilder<unknown>) => sql`SELECT stock_id,
    in_volume_m3 + out_volume_m3 AS volume_m3, in_weight_kg + out_weight_kg AS weight_kg,
    in_pieces + out_pieces AS pieces
    FROM stock_month WHERE ${unit} AND year = ${year} AND ${months} AND ${inItems}`;
  // The period's whole months, as whole years and the months of the years it takes in part.
  const { years, months } = whole ? yearsAndMonths(whole.from, whole.to) : { years: null, months: [] };
  // A part of the period's movements per type: rows of one year or one month are unique per item and type
  // and go as they are; rows of several years, months or days are summed in the database first.
  const perType = (rows: RawBuilder<unknown>, summed: boolean) =>
    summed
      ? sql`SELECT stock_id, movement_type, added, ${sumsOf} FROM (${rows}) p GROUP BY stock_id, movement_type, added`
      : rows;
  const movementParts = [
    ...(years
      ? [
          perType(
            sql`SELECT stock_id, movement_type, added, volume_m3, weight_kg, pieces FROM stock_year_movement
              WHERE ${unit} AND year BETWEEN ${years[0]} AND ${years[1]} AND ${inItems}`,
            years[1] > years[0],
          ),
        ]
      : []),
    ...months.map(([year, from, to]) =>
      perType(
        sql`SELECT stock_id, movement_type, added, volume_m3, weight_kg, pieces FROM stock_month_movement
          WHERE ${unit} AND year = ${year} AND month BETWEEN ${from} AND ${to} AND ${inItems}`,
        to > from,
      ),
    ),
    ...days.map(([from, to]) =>
      perType(
        sql`SELECT stock_id, movement_type,
          CASE WHEN reverses_id IS NULL THEN direction = 'IN' ELSE direction = 'OUT' END AS added,
          volume_m3, weight_kg, pieces
          FROM stock_credit WHERE ${unit} AND movement_date >= ${from} AND movement_date <= ${to} AND ${inItems}`,
        true,
      ),
    ),
  ];

  // The items of the report the unit had opened by the period's end.
  const itemsRead = sql<ItemRow>`
    SELECT s.id, s.stock_type, s.item_code, s.item_name,
      CASE WHEN s.stock_type = 'PRODUCT' THEN coalesce(h.code, '') ELSE t.name END AS kind,
      n.scientific_name, n.trade_name, h.code AS hs_code,
      CASE WHEN s.stock_type = 'PRODUCT' THEN p.unit_name ELSE t.piece_unit_name END AS piece_unit,
      sc.name AS held_at, s.volume_m3, s.weight_kg, s.pieces
    FROM stock s
    LEFT JOIN raw_material rm ON rm.id = s.raw_material_id
    LEFT JOIN raw_material_type t ON t.id = rm.raw_material_type_id
    LEFT JOIN raw_material_category c ON c.id = t.raw_material_category_id
    LEFT JOIN product p ON p.id = s.product_id
    LEFT JOIN hs_code h ON h.id = p.hs_code_id
    LEFT JOIN scientific_name n ON n.id = s.scientific_name_id
    LEFT JOIN sub_con sc ON sc.id = s.sub_con_id
    WHERE ${ofReport}
    ORDER BY s.stock_type, kind, n.scientific_name, s.item_name, s.id`.execute(db);
  const grouped = (keys: RawBuilder<unknown>, from: RawBuilder<unknown>) =>
    sql`SELECT ${keys}, ${sumsOf} FROM (${from}) x GROUP BY ${keys}`;
  // Read side by side: the items and the sums (which name the items by the same condition).
  const [{ rows: items }, before, headDays, after, tailDays, moved] = await Promise.all([
    itemsRead,
    // Everything before the period's first month: the years before it, that year's months before it …
    unitRows<[number]>(
      db,
      'sums before the period',
      ['stock_id'],
      grouped(
        sql`stock_id`,
        sql`${yearsNet(sql`year < ${start.year}`)} UNION ALL ${monthsNet(start.year, sql`month < ${start.month}`)}`,
      ),
    ),
    // … and the days of that month before the period.
    startDate > startMonth
      ? unitRows<[number]>(
          db,
          'days before the period',
          ['stock_id'],
          grouped(
            sql`stock_id`,
            sql`SELECT stock_id, volume_m3, weight_kg, pieces FROM stock_credit WHERE ${unit}
              AND movement_date >= ${startMonth} AND movement_date < ${startDate} AND ${inItems}`,
          ),
        )
      : [],
    // What came after the period: the months after its last, the years after, that month's days after it.
    unitRows<[number]>(
      db,
      'sums after the period',
      ['stock_id'],
      grouped(
        sql`stock_id`,
        sql`${yearsNet(sql`year > ${end.year}`)} UNION ALL ${monthsNet(end.year, sql`month > ${end.month}`)}`,
      ),
    ),
    endDate < endMonthEnd
      ? unitRows<[number]>(
          db,
          'days after the period',
          ['stock_id'],
          grouped(
            sql`stock_id`,
            sql`SELECT stock_id, volume_m3, weight_kg, pieces FROM stock_credit WHERE ${unit}
              AND movement_date > ${endDate} AND movement_date <= ${endMonthEnd} AND ${inItems}`,
          ),
        )
      : [],
    // The period's movements per type: its whole years' and months' sums and the ledger's days outside them.
    // The yearly and monthly sums as they are (each row adds to its column as it is read).
    unitRows<[number, MovementType, boolean]>(
      db,
      'movements per type',
      ['stock_id', 'movement_type', 'added'],
      sql.join(movementParts.length ? movementParts : [noRows], sql` UNION ALL `),
    ),
  ]);
  // Plain loops: a report reads thousands of rows, and each destructured one would be an array to collect.
  const rowOf = new Map<number, number>();
  for (let row = 0; row < items.length; row++) rowOf.set(Number((items[row] as ItemRow).id), row);
  const table = new LmkTable(items.length);
  const each = <R extends [number, ...unknown[]]>(rows: readonly R[], add: (row: number, r: R) => void) => {
    for (const r of rows) {
      const row = rowOf.get(r[0]);
      if (row !== undefined) add(row, r);
    }
  };
  const opening = (row: number, r: [number, ...Units]) => table.addOpening(row, r[1], r[2], r[3]);
  each(before, opening);
  each(headDays, opening);
  // The ledger's balance at the period's end: the item's balance now less what came after.
  for (let row = 0; row < items.length; row++) {
    const item = items[row] as ItemRow;
    table.addLedgerClosing(
      row,
      unitsOf(item.volume_m3, SCALES.volumeM3),
      unitsOf(item.weight_kg, SCALES.weightKg),
      unitsOf(item.pieces, SCALES.pieces),
    );
  }
  const later = (row: number, r: [number, ...Units]) => table.addLedgerClosing(row, r[1], r[2], r[3], -1);
  each(after, later);
  each(tailDays, later);
  each(moved, (row, r) => table.addMovement(row, r[1], r[2], r[3], r[4], r[5]));
  table.close();
  const lines = items.map(
    (item, row): LmkLine =>
      new ComputedLine(
        {
          stockId: Number(item.id),
          stockType: item.stock_type,
          itemCode: item.item_code,
          itemName: item.item_name ?? '',
          kind: item.kind ?? '',
          scientificName: item.scientific_name,
          tradeName: item.trade_name,
          hsCode: item.hs_code,
          pieceUnit: item.piece_unit,
          heldAt: item.held_at,
        },
        table,
        row,
      ),
  );
  return assemble(report, businessUnitId, startDate, endDate, lines, table);
}

type LineIdentity = Omit<LmkLine, keyof LmkFigures>;

/**
 * A computed line: its figures are written as text when first read, since a page of a report reads 20 of
 * its thousand lines (the subtotals add the table's rows), a workbook or a filing all of them. Whether the
 * line agrees with the ledger is known at once. Written as JSON (a filing) with its figures.
 */
class ComputedLine implements LmkLine {
  declare stockId: number;
  declare stockType: LmkLine['stockType'];
  declare itemCode: string | null;
  declare itemName: string;
  declare kind: string;
  declare scientificName: string | null;
  declare tradeName: string | null;
  declare hsCode: string | null;
  declare pieceUnit: string | null;
  declare heldAt: string | null;
  readonly agrees: boolean;
  readonly #table: LmkTable;
  readonly #row: number;
  #text: LmkFigures | undefined;

  constructor(identity: LineIdentity, table: LmkTable, row: number) {
    Object.assign(this, identity);
    this.#table = table;
    this.#row = row;
    this.agrees = table.agrees(row);
  }

  get #figures(): LmkFigures {
    this.#text ??= this.#table.figures(this.#row);
    return this.#text;
  }
  get opening() {
    return this.#figures.opening;
  }
  get columns() {
    return this.#figures.columns;
  }
  get additions() {
    return this.#figures.additions;
  }
  get reductions() {
    return this.#figures.reductions;
  }
  get closing() {
    return this.#figures.closing;
  }
  get ledgerClosing() {
    return this.#figures.ledgerClosing;
  }
  toJSON() {
    return { ...this, ...this.#figures };
  }
}

/** The report from its lines: subtotals by kind then species (the lines come in that order), the total. */
export function assemble(
  report: LmkReport,
  businessUnitId: number,
  startDate: string,
  endDate: string,
  lines: LmkLine[],
  /** The lines' figures in units, when computed: the subtotals add its rows instead of reading the text. */
  table?: LmkTable,
): LmkComputed {
  const groups: LmkGroup[] = [];
  let at = 0;
  while (at < lines.length) {
    const first = lines[at] as LmkLine;
    let next = at;
    while (
      next < lines.length &&
      (lines[next] as LmkLine).kind === first.kind &&
      (lines[next] as LmkLine).scientificName === first.scientificName
    )
      next++;
    const members = lines.slice(at, next);
    let subtotal: Omit<LmkFigures, 'agrees'>;
    if (table) {
      subtotal = table.sumInto(new LmkTable(1), 0, at, next).totalFigures(0);
    } else subtotal = lmkTotal(members);
    groups.push({
      kind: first.kind,
      scientificName: first.scientificName,
      lines: members.length,
      ...subtotal,
    });
    at = next;
  }
  // The groups partition the lines: the total is their sum.
  const total = table ? table.sumInto(new LmkTable(1), 0).totalFigures(0) : lmkTotal(groups);
  return {
    report,
    businessUnitId,
    startDate,
    endDate,
    lines,
    groups,
    total,
    disagreements: lines.filter((l) => !l.agrees).length,
  };
}
