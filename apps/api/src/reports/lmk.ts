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
import { addUnits, SCALES, sameUnits, type Units, unitsOf, zeroUnits } from '@vlegal/domain/books/quantity';
import {
  type LmkFigures,
  type LmkReport,
  type LmkUnits,
  lmkFiguresOf,
  lmkTotal,
  lmkTotalOf,
  lmkUnits,
  lmkUnitsTotal,
  type MovementUnits,
  monthBounds,
} from '@vlegal/domain/reports/lmk';

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

/** A row's quantities in units: the report sums thousands of them (`Units`). */
const u = (r: { volume_m3: string; weight_kg: string; pieces: string }): Units => [
  unitsOf(r.volume_m3, SCALES.volumeM3),
  unitsOf(r.weight_kg, SCALES.weightKg),
  unitsOf(r.pieces, SCALES.pieces),
];

/** Per stock, sums in units from rows `[stockId, volume, weight, pieces]`. */
const byStock = (rows: readonly [number, ...Units][]) =>
  new Map(rows.map(([id, ...units]) => [id, units as Units]));

/**
 * A grouped query's rows as one JSON array of `[...keys, volume, weight, pieces]`, the sums in whole units
 * (`SCALES`): the driver parses one text instead of thousands of rows, and no figure goes through text. A
 * sum beyond exact arithmetic is refused, never rounded.
 */
async function unitRows<K extends unknown[]>(
  db: AnyDB,
  name: string,
  keys: readonly string[],
  grouped: RawBuilder<unknown>,
): Promise<[...K, ...Units][]> {
  const scaled = (column: string, field: keyof typeof SCALES) =>
    sql`round(g.${sql.ref(column)} * ${sql.lit(10 ** SCALES[field])})::bigint`;
  const { rows } = await sql<{ rows: unknown[][] | null }>`/* lmk: ${sql.raw(name)} */
    SELECT json_agg(json_build_array(${sql.join(keys.map((k) => sql.ref(`g.${k}`)))},
      ${scaled('volume_m3', 'volumeM3')}, ${scaled('weight_kg', 'weightKg')}, ${scaled('pieces', 'pieces')})) AS rows
    FROM (${grouped}) g`.execute(db);
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
  const movementParts = [
    ...(years
      ? [
          sql`SELECT stock_id, movement_type, added, volume_m3, weight_kg, pieces FROM stock_year_movement
            WHERE ${unit} AND year BETWEEN ${years[0]} AND ${years[1]} AND ${inItems}`,
        ]
      : []),
    ...months.map(
      ([year, from, to]) => sql`SELECT stock_id, movement_type, added, volume_m3, weight_kg, pieces
        FROM stock_month_movement
        WHERE ${unit} AND year = ${year} AND month BETWEEN ${from} AND ${to} AND ${inItems}`,
    ),
    ...days.map(
      ([from, to]) => sql`SELECT stock_id, movement_type,
        CASE WHEN reverses_id IS NULL THEN direction = 'IN' ELSE direction = 'OUT' END AS added,
        volume_m3, weight_kg, pieces
        FROM stock_credit WHERE ${unit} AND movement_date >= ${from} AND movement_date <= ${to} AND ${inItems}`,
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
    unitRows<[number, MovementType, boolean]>(
      db,
      'movements per type',
      ['stock_id', 'movement_type', 'added'],
      grouped(
        sql`stock_id, movement_type, added`,
        sql.join(movementParts.length ? movementParts : [noRows], sql` UNION ALL `),
      ),
    ),
  ]);
  const opening = byStock(before);
  const head = byStock(headDays);
  const later = byStock(after);
  const tail = byStock(tailDays);
  const sums = new Map<number, MovementUnits[]>();
  for (const [id, movementType, added, ...units] of moved) {
    const of = sums.get(id) ?? [];
    if (!of.length) sums.set(id, of);
    of.push({ movementType, added, units: units as Units });
  }
  const none = zeroUnits();
  const units = items.map((item) => {
    const id = Number(item.id);
    return lmkUnits(
      addUnits(addUnits(zeroUnits(), opening.get(id) ?? none), head.get(id) ?? none),
      sums.get(id) ?? [],
      addUnits(addUnits(u(item), later.get(id) ?? none, -1), tail.get(id) ?? none, -1),
    );
  });
  const lines = items.map((item, i): LmkLine => {
    const id = Number(item.id);
    const line = {
      stockId: id,
      stockType: item.stock_type,
      itemCode: item.item_code,
      itemName: item.item_name ?? '',
      kind: item.kind ?? '',
      scientificName: item.scientific_name,
      tradeName: item.trade_name,
      hsCode: item.hs_code,
      pieceUnit: item.piece_unit,
      heldAt: item.held_at,
    };
    return withFigures(line, units[i] as LmkUnits);
  });
  return assemble(report, businessUnitId, startDate, endDate, lines, units);
}

/**
 * A line with its figures, written as text when first read: a page of a report reads 20 of its thousand
 * lines (the subtotals add the units), a workbook or a filing all of them. Whether the line agrees with the
 * ledger is known at once.
 */
function withFigures<T extends object>(line: T, units: LmkUnits): T & LmkFigures {
  let text: LmkFigures | undefined;
  const figures = () => {
    text ??= lmkFiguresOf(units);
    return text;
  };
  for (const key of ['opening', 'columns', 'additions', 'reductions', 'closing', 'ledgerClosing'] as const)
    Object.defineProperty(line, key, { enumerable: true, get: () => figures()[key] });
  return Object.assign(line, { agrees: sameUnits(units.closing, units.ledgerClosing) }) as T & LmkFigures;
}

/** The report from its lines: subtotals by kind then species (the lines come in that order), the total. */
export function assemble(
  report: LmkReport,
  businessUnitId: number,
  startDate: string,
  endDate: string,
  lines: LmkLine[],
  /** The lines' figures in units, when computed: the subtotals add them instead of reading the text. */
  units?: readonly LmkUnits[],
): LmkComputed {
  const groups: LmkGroup[] = [];
  const groupUnits: LmkUnits[] = [];
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
    if (units) {
      const sum = lmkUnitsTotal(units.slice(at, next));
      groupUnits.push(sum);
      subtotal = lmkTotalOf(sum);
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
  const total = units ? lmkTotalOf(lmkUnitsTotal(groupUnits)) : lmkTotal(groups);
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
