/**
 * The one posting service of the stock ledger (docs/adr/0017-stock-ledger.md). Every document that moves
 * stock posts through `post` in the transaction that writes the document, and is corrected or cancelled
 * through `reverse`: entries are appended, never changed. A posting locks the stock rows it touches in id
 * order (so two postings never wait on each other in a circle), refuses what MODEL.md §4.1 says must never
 * happen, appends the entries, adds them to the monthly sums and to the cached balance, and checks that no
 * touched item's balance is negative at the end of any day from the posting's date on.
 */
import { businessToday } from '@vlegal/domain/unit-validity';
import type { Movement, SourceType } from '@vlegal/domain/books/ledger';
import { big, negated, type Quantities, QUANTITY_FIELDS } from '@vlegal/domain/books/quantity';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { type FieldError, HttpProblem, PROBLEM_TITLES, ProblemType, problem } from '../http/problems.ts';
import { type Appended, recordLineage } from './lineage.ts';

// biome-ignore lint/suspicious/noExplicitAny: the ledger's tables are written in SQL, not through typed tables
type AnyDB = Kysely<any>;

/** Where a movement's refusal is shown: the document's fields (a line's, as `lines[2].volumeM3`). */
export interface MovementFields {
  objectName: string;
  date: string;
  quantity: string;
}

export interface PostedMovement extends Movement {
  /** The entry this one mirrors (a reversal). */
  reverses?: number;
  /** Why its document was cancelled (a cancellation's reversal). */
  reason?: string | null;
}

export interface Source {
  type: SourceType;
  id: number;
  /** The resource whose fields a refusal names (`importMaterial`). */
  objectName: string;
}

interface LockedStock {
  id: number;
  business_unit_id: number;
  opening_date: string;
  item_name: string;
  unit_active: boolean;
  admin_locked: boolean;
  trans_locked: boolean;
  company_active: boolean;
}

const COLUMNS = { volumeM3: 'volume_m3', weightKg: 'weight_kg', pieces: 'pieces' } as const;
const UNITS = { volumeM3: 'm³', weightKg: 'kg', pieces: 'pieces' } as const;

/**
 * The most an item may receive over its life, per quantity: the largest balance the contract answers (12
 * digits before the point in m³, 14 in kg and pieces, as `Stock.volumeM3` and the period balances are written).
 * Every balance, day by day, and every monthly or yearly sum of an item is at most what it received, so a
 * posting kept within this bound is answered within the contract; the columns themselves hold far more
 * (migration 0027). With one movement below 10^9 (the contract's `x-maximum`), it takes a thousand of the
 * largest movements into one item to reach it (docs/adr/0017-stock-ledger.md, "Bounds of quantities").
 */
export const MOST_RECEIVED = {
  volumeM3: '999999999999.9999',
  weightKg: '99999999999999.99',
  pieces: '99999999999999.99',
} as const;

const isOutflow = (q: Quantities) => QUANTITY_FIELDS.some((field) => big(q[field]).lt(0));
const monthOf = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

/** A posting that would leave an item short on some day. */
function insufficient(
  stock: LockedStock,
  date: string,
  field: keyof typeof COLUMNS,
  balance: string,
  at?: MovementFields,
) {
  return new HttpProblem(409, {
    type: ProblemType.insufficientStock,
    title: PROBLEM_TITLES.insufficientStock,
    detail: `The balance of ${stock.item_name} would be ${balance} ${UNITS[field]} at the end of ${date}: not enough stock.`,
    message: 'error.insufficientStock',
    shortfall: { stockId: stock.id, item: stock.item_name, date, quantity: field, balance },
    fieldErrors: at
      ? [{ objectName: at.objectName, field: at.quantity, message: 'ledger.insufficient' }]
      : [],
  });
}

/** The field of `quantity` (`materials[0].volumeM3`, `initialVolumeM3`) that holds `field` instead. */
const fieldOf = (quantity: string, field: keyof typeof COLUMNS) =>
  field === 'volumeM3'
    ? quantity
    : quantity.replace(/([vV])olumeM3$/, (_, v: string) =>
        v === 'V' ? `${field.charAt(0).toUpperCase()}${field.slice(1)}` : field,
      );

/** A posting after which an item would have received more than the books answer. */
function tooLarge(stock: LockedStock, field: keyof typeof COLUMNS, received: string, at: MovementFields) {
  return new HttpProblem(409, {
    type: ProblemType.conflict,
    title: PROBLEM_TITLES.conflict,
    detail: `${stock.item_name} would have received ${received} ${UNITS[field]} in all, more than the ${MOST_RECEIVED[field]} ${UNITS[field]} the stock books keep for one item.`,
    message: 'error.http.409',
    fieldErrors: [
      {
        objectName: at.objectName,
        field: fieldOf(at.quantity, field),
        message: `would take what the item received beyond ${MOST_RECEIVED[field]}`,
      },
    ],
  });
}

/** Locks the stock rows in id order and reads what the refusals need. */
async function lockStocks(db: AnyDB, ids: readonly number[]): Promise<Map<number, LockedStock>> {
  const { rows } = await sql<LockedStock>`
    SELECT s.id, s.business_unit_id, s.opening_date, s.item_name, u.active AS unit_active,
      u.admin_locked, u.trans_locked, c.active AS company_active
    FROM stock s
    JOIN business_unit u ON u.id = s.business_unit_id
    JOIN company c ON c.id = u.company_id
    WHERE s.id IN (${sql.join(ids)})
    ORDER BY s.id
    FOR UPDATE OF s`.execute(db);
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/**
 * Locks the stock rows a document will post to, in id order, before the document is written. Writing a
 * document that names a stock takes a key-share lock on the stock row (its foreign key); two postings that
 * each wrote their document first and then asked for the update lock in `post` waited on each other: a
 * deadlock. Locked first, they queue instead.
 */
export async function lockForPosting(tx: Database, movements: readonly { stockId: unknown }[]) {
  const ids = [...new Set(movements.map((m) => Number(m.stockId)).filter(Number.isInteger))].sort(
    (a, b) => a - b,
  );
  if (!ids.length) return;
  await sql`SELECT id FROM stock WHERE id IN (${sql.join(ids)}) ORDER BY id FOR UPDATE`.execute(
    tx.kysely as unknown as AnyDB,
  );
}

/** Where a refusal of the movement is shown: the fields it names, on the document that posts it. */
const fieldsOf = (m: PostedMovement, source: Source): MovementFields => ({
  objectName: source.objectName,
  date: m.at?.date ?? 'date',
  quantity: m.at?.quantity ?? 'volumeM3',
});

/** Refusals of dates and units, before anything is written. */
async function assertPostable(
  db: AnyDB,
  movements: readonly PostedMovement[],
  stocks: Map<number, LockedStock>,
  source: Source,
) {
  const today = businessToday();
  const errors: FieldError[] = [];
  const units = new Set<number>();
  for (const m of movements) {
    const stock = stocks.get(m.stockId);
    const at = fieldsOf(m, source);
    if (!stock) {
      errors.push({
        objectName: at.objectName,
        field: 'stockId',
        message: 'must be the id of an existing row',
      });
      continue;
    }
    if (!stock.unit_active || stock.admin_locked || !stock.company_active)
      throw problem.unitLocked(
        'The business unit is inactive or locked by an administrator, or its company is inactive: its stock books take no posting now.',
      );
    if (stock.trans_locked)
      throw new HttpProblem(409, {
        type: ProblemType.booksLocked,
        title: PROBLEM_TITLES.booksLocked,
        detail:
          "The business unit's stock books are frozen (transLocked): no movement is posted until they are opened again.",
        message: 'error.booksLocked',
      });
    if (m.date > today) errors.push({ objectName: at.objectName, field: at.date, message: 'ledger.future' });
    else if (m.date < stock.opening_date)
      errors.push({ objectName: at.objectName, field: at.date, message: 'ledger.beforeOpening' });
    units.add(stock.business_unit_id);
  }
  if (errors.length)
    throw problem.validation(errors, 'A movement is dated in the future or before its stock was opened.');
  // A filing of a month takes its unit's row for update (reports/handlers.ts): a posting holds it shared
  // until it commits, so it lands before the filing sees the books, or waits and meets the filing below.
  const unitIds = [...units].sort((a, b) => a - b);
  await sql`SELECT id FROM business_unit WHERE id IN (${sql.join(unitIds)}) ORDER BY id FOR KEY SHARE`.execute(
    db,
  );
  // A filed month is closed, and so is every month before it: a movement dated there would change the
  // opening balance of a report already filed.
  const { rows: closed } = await sql<{ business_unit_id: number; last: string }>`
    SELECT business_unit_id, max(to_char(make_date(year, month, 1), 'YYYY-MM')) AS last FROM closed_month
    WHERE business_unit_id IN (${sql.join(unitIds)}) GROUP BY business_unit_id`.execute(db);
  const lastClosed = new Map(closed.map((c) => [Number(c.business_unit_id), c.last]));
  const hit = movements.filter((m) => {
    const last = lastClosed.get((stocks.get(m.stockId) as LockedStock).business_unit_id);
    return last !== undefined && m.date.slice(0, 7) <= last;
  });
  if (hit.length)
    throw problem.validation(
      hit.map((m) => {
        const at = fieldsOf(m, source);
        return { objectName: at.objectName, field: at.date, message: 'ledger.closedMonth' };
      }),
      `A movement is dated in or before a month the business unit has filed (${hit.map((m) => m.date.slice(0, 7)).join(', ')}).`,
    );
}

/**
 * The first day from `from` on whose end the item's balance is negative. The balance before `from`'s month
 * comes from the month sums (a few rows), so only the entries from that month on are summed day by day,
 * however long the item's history (docs/adr/0017-stock-ledger.md).
 */
export const shortfallQuery = (stockId: number, from: string) => {
  const { year, month } = monthOf(from);
  return sql<{ day: string; volume_m3: string; weight_kg: string; pieces: string }>`
    WITH before AS (
      SELECT coalesce(sum(in_volume_m3 + out_volume_m3), 0) AS v, coalesce(sum(in_weight_kg + out_weight_kg), 0) AS w,
        coalesce(sum(in_pieces + out_pieces), 0) AS p
      FROM stock_month WHERE stock_id = ${stockId} AND (year, month) < (${year}, ${month})
    )
    SELECT day, volume_m3, weight_kg, pieces FROM (
      SELECT movement_date AS day,
        before.v + sum(sum(volume_m3)) OVER (ORDER BY movement_date) AS volume_m3,
        before.w + sum(sum(weight_kg)) OVER (ORDER BY movement_date) AS weight_kg,
        before.p + sum(sum(pieces)) OVER (ORDER BY movement_date) AS pieces
      FROM stock_credit, before
      WHERE stock_id = ${stockId} AND movement_date >= ${`${from.slice(0, 8)}01`}::date
      GROUP BY movement_date, before.v, before.w, before.p
    ) days
    WHERE day >= ${from} AND (volume_m3 < 0 OR weight_kg < 0 OR pieces < 0)
    ORDER BY day LIMIT 1`;
};

/** The first day from `from` on whose end balance of the item is negative, with the field and the balance. */
async function shortfall(db: AnyDB, stockId: number, from: string) {
  const { rows } = await shortfallQuery(stockId, from).execute(db);
  const row = rows[0];
  if (!row) return null;
  const field = QUANTITY_FIELDS.find((f) => big(row[COLUMNS[f]]).lt(0)) as keyof typeof COLUMNS;
  return { date: row.day, field, balance: big(row[COLUMNS[field]]).toFixed() };
}

/** The first item, among `receiving` (each with the movement that adds to it), that received too much. */
async function overReceived(db: AnyDB, receiving: Map<number, PostedMovement>) {
  if (!receiving.size) return null;
  const { rows } = await sql<{ stock_id: number; volume_m3: string; weight_kg: string; pieces: string }>`
    SELECT stock_id, sum(in_volume_m3) AS volume_m3, sum(in_weight_kg) AS weight_kg, sum(in_pieces) AS pieces
    FROM stock_month WHERE stock_id IN (${sql.join([...receiving.keys()])})
    GROUP BY stock_id
    HAVING sum(in_volume_m3) > ${MOST_RECEIVED.volumeM3} OR sum(in_weight_kg) > ${MOST_RECEIVED.weightKg}
      OR sum(in_pieces) > ${MOST_RECEIVED.pieces}
    ORDER BY stock_id LIMIT 1`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const field = QUANTITY_FIELDS.find((f) =>
    big(row[COLUMNS[f]]).gt(MOST_RECEIVED[f]),
  ) as keyof typeof COLUMNS;
  const stockId = Number(row.stock_id);
  return {
    stockId,
    field,
    received: big(row[COLUMNS[field]]).toFixed(),
    m: receiving.get(stockId) as PostedMovement,
  };
}

/**
 * Posts the movements of one document in the caller's transaction, or throws a problem and changes
 * nothing (the transaction is rolled back by the caller).
 */
export async function post(
  tx: Database,
  movements: readonly PostedMovement[],
  source: Source,
  login: string,
): Promise<void> {
  const db = tx.kysely as unknown as AnyDB;
  if (!movements.length) return;
  for (const m of movements)
    if (isOutflow(m.quantities) && QUANTITY_FIELDS.some((field) => big(m.quantities[field]).gt(0)))
      throw new Error('a movement adds and takes at once');
  const ids = [...new Set(movements.map((m) => m.stockId))].sort((a, b) => a - b);
  const stocks = await lockStocks(db, ids);
  await assertPostable(db, movements, stocks, source);
  try {
    await append(db, movements, stocks, source, login);
  } catch (err) {
    // A last guard: the sums are wide enough for any quantity the contract allows (migration 0027), so a
    // number beyond a column means a value that skipped the contract; it is refused, never a 500.
    if ((err as { code?: string }).code !== '22003') throw err;
    const at = fieldsOf(movements[0] as PostedMovement, source);
    throw new HttpProblem(409, {
      type: ProblemType.conflict,
      title: PROBLEM_TITLES.conflict,
      detail: 'A quantity of this posting is beyond what the stock books keep.',
      message: 'error.http.409',
      fieldErrors: [
        { objectName: at.objectName, field: at.quantity, message: 'is beyond what the books keep' },
      ],
    });
  }
}

/** Appends the checked movements, adds them to the sums and the balances, and refuses what must not be. */
async function append(
  db: AnyDB,
  movements: readonly PostedMovement[],
  stocks: Map<number, LockedStock>,
  source: Source,
  login: string,
) {
  // The items this posting adds to (a reversal of an outflow takes back a reduction instead).
  const receiving = new Map<number, PostedMovement>();
  const appended: Appended[] = [];
  for (const m of movements) {
    const stock = stocks.get(m.stockId) as LockedStock;
    const out = isOutflow(m.quantities);
    const q = m.quantities;
    const { rows: inserted } = await sql<{ id: number }>`
      INSERT INTO stock_credit (stock_id, business_unit_id, movement_date, direction, movement_type, volume_m3,
        weight_kg, pieces, source_type, source_id, document_number, reverses_id, reason, created_by)
      VALUES (${m.stockId}, ${stock.business_unit_id}, ${m.date}, ${out ? 'OUT' : 'IN'}, ${m.movementType},
        ${q.volumeM3}, ${q.weightKg}, ${q.pieces}, ${source.type}, ${source.id}, ${m.documentNumber ?? null},
        ${m.reverses ?? null}, ${m.reason ?? null}, ${login})
      RETURNING id`.execute(db);
    appended.push({
      id: Number(inserted[0]?.id),
      stockId: m.stockId,
      date: m.date,
      quantities: q,
      out,
      reverses: m.reverses ?? null,
    });
    // A reversal nets into the column of the entry it mirrors: a cancelled receipt lowers the month's
    // additions instead of adding to its reductions.
    const added = m.reverses ? out : !out;
    if (added && !out && !receiving.has(m.stockId)) receiving.set(m.stockId, m);
    const { year, month } = monthOf(m.date);
    const [inQ, outQ] = added ? [q, null] : [null, q];
    const v = (x: Quantities | null, f: keyof typeof COLUMNS) => (x ? x[f] : '0');
    await sql`
      INSERT INTO stock_month (stock_id, business_unit_id, year, month, in_volume_m3, in_weight_kg, in_pieces,
        out_volume_m3, out_weight_kg, out_pieces, entries)
      VALUES (${m.stockId}, ${stock.business_unit_id}, ${year}, ${month},
        ${v(inQ, 'volumeM3')}, ${v(inQ, 'weightKg')}, ${v(inQ, 'pieces')},
        ${v(outQ, 'volumeM3')}, ${v(outQ, 'weightKg')}, ${v(outQ, 'pieces')}, 1)
      ON CONFLICT (stock_id, year, month) DO UPDATE SET
        entries = stock_month.entries + 1,
        in_volume_m3 = stock_month.in_volume_m3 + excluded.in_volume_m3,
        in_weight_kg = stock_month.in_weight_kg + excluded.in_weight_kg,
        in_pieces = stock_month.in_pieces + excluded.in_pieces,
        out_volume_m3 = stock_month.out_volume_m3 + excluded.out_volume_m3,
        out_weight_kg = stock_month.out_weight_kg + excluded.out_weight_kg,
        out_pieces = stock_month.out_pieces + excluded.out_pieces,
        computed_date = now()`.execute(db);
    // The same month's sum of its movement type, in the direction its document posted it (the reports').
    await sql`
      INSERT INTO stock_month_movement (stock_id, business_unit_id, year, month, movement_type, added, volume_m3,
        weight_kg, pieces)
      VALUES (${m.stockId}, ${stock.business_unit_id}, ${year}, ${month}, ${m.movementType}, ${added},
        ${q.volumeM3}, ${q.weightKg}, ${q.pieces})
      ON CONFLICT (stock_id, year, month, movement_type, added) DO UPDATE SET
        volume_m3 = stock_month_movement.volume_m3 + excluded.volume_m3,
        weight_kg = stock_month_movement.weight_kg + excluded.weight_kg,
        pieces = stock_month_movement.pieces + excluded.pieces`.execute(db);
    // … and the year's, which a report over whole years reads instead of twelve months.
    await sql`
      INSERT INTO stock_year_movement (stock_id, business_unit_id, year, movement_type, added, volume_m3,
        weight_kg, pieces)
      VALUES (${m.stockId}, ${stock.business_unit_id}, ${year}, ${m.movementType}, ${added},
        ${q.volumeM3}, ${q.weightKg}, ${q.pieces})
      ON CONFLICT (stock_id, year, movement_type, added) DO UPDATE SET
        volume_m3 = stock_year_movement.volume_m3 + excluded.volume_m3,
        weight_kg = stock_year_movement.weight_kg + excluded.weight_kg,
        pieces = stock_year_movement.pieces + excluded.pieces`.execute(db);
  }

  const over = await overReceived(db, receiving);
  if (over)
    throw tooLarge(
      stocks.get(over.stockId) as LockedStock,
      over.field,
      over.received,
      fieldsOf(over.m, source),
    );

  // Only an outflow can make a day short; each item is checked from its earliest outflow of the posting.
  const from = new Map<number, PostedMovement>();
  for (const m of movements) {
    if (!isOutflow(m.quantities)) continue;
    const seen = from.get(m.stockId);
    if (!seen || m.date < seen.date) from.set(m.stockId, m);
  }
  for (const [stockId, m] of [...from].sort(([a], [b]) => a - b)) {
    const short = await shortfall(db, stockId, m.date);
    if (short)
      throw insufficient(
        stocks.get(stockId) as LockedStock,
        short.date,
        short.field,
        short.balance,
        fieldsOf(m, source),
      );
  }

  // An outflow takes only what no submitted document holds: balance − reserved stays ≥ 0.
  for (const [stockId, m] of [...from].sort(([a], [b]) => a - b)) {
    const change = movements
      .filter((x) => x.stockId === stockId)
      .reduce(
        (total, x) => total.map((v, i) => v.plus(big(x.quantities[QUANTITY_FIELDS[i] as keyof Quantities]))),
        [big('0'), big('0'), big('0')],
      );
    const { rows } = await sql<{ volume_m3: string; weight_kg: string; pieces: string }>`
      SELECT volume_m3 - reserved_volume_m3 AS volume_m3, weight_kg - reserved_weight_kg AS weight_kg,
        pieces - reserved_pieces AS pieces
      FROM stock WHERE id = ${stockId}`.execute(db);
    const free = rows[0];
    const field =
      free &&
      QUANTITY_FIELDS.find((f, i) =>
        big(free[COLUMNS[f]])
          .plus(change[i] ?? big('0'))
          .lt(0),
      );
    if (free && field && (await reservedAt(db, stockId)))
      throw unavailable(
        stocks.get(stockId) as LockedStock,
        field,
        big(free[COLUMNS[field]]).toFixed(),
        big(free[COLUMNS[field]])
          .plus(change[QUANTITY_FIELDS.indexOf(field)] ?? big('0'))
          .toFixed(),
        fieldsOf(m, source),
      );
  }

  // The cached balances, once the ledger is known to hold no short day.
  for (const m of movements) {
    const q = m.quantities;
    const moves = m.movementType === 'INITIAL' ? 0 : 1;
    await sql`
      UPDATE stock SET volume_m3 = volume_m3 + ${q.volumeM3}, weight_kg = weight_kg + ${q.weightKg},
        pieces = pieces + ${q.pieces}, movement_count = movement_count + ${moves},
        last_movement_date = CASE WHEN ${moves} = 1 THEN greatest(last_movement_date, ${m.date}::date)
          ELSE last_movement_date END
      WHERE id = ${m.stockId}`.execute(db);
  }

  // Which inflows each outflow drew from (docs/adr/0031-lineage-first-in-first-out.md), once the ledger
  // accepted the posting.
  await recordLineage(db, appended);
}

/**
 * Reverses every entry a document posted that is not reversed yet: mirror entries on the same dates (the
 * document is as if never posted), appended once, in the caller's transaction, each carrying the reason of
 * a cancellation (none for a correction's). Refused like any posting when a mirror would leave a later day
 * short or falls in a closed month.
 */
export async function reverse(
  tx: Database,
  source: Source,
  login: string,
  reason: string | null = null,
): Promise<number> {
  const db = tx.kysely as unknown as AnyDB;
  const { rows } = await sql<{
    id: number;
    stock_id: number;
    movement_date: string;
    movement_type: Movement['movementType'];
    volume_m3: string;
    weight_kg: string;
    pieces: string;
    document_number: string | null;
  }>`
    SELECT e.id, e.stock_id, e.movement_date, e.movement_type, e.volume_m3, e.weight_kg, e.pieces, e.document_number
    FROM stock_credit e
    WHERE e.source_type = ${source.type} AND e.source_id = ${source.id} AND e.reverses_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM stock_credit r WHERE r.reverses_id = e.id)
    ORDER BY e.id`.execute(db);
  await post(
    tx,
    rows.map((e) => ({
      stockId: Number(e.stock_id),
      date: e.movement_date,
      movementType: e.movement_type,
      quantities: negated({ volumeM3: e.volume_m3, weightKg: e.weight_kg, pieces: e.pieces }),
      documentNumber: e.document_number,
      reverses: Number(e.id),
      reason,
    })),
    source,
    login,
  );
  return rows.length;
}

/** Whether anything of the stock is reserved (else a short balance is the day-by-day refusal's). */
async function reservedAt(db: AnyDB, stockId: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM stock_reservation WHERE stock_id = ${stockId} LIMIT 1`.execute(db);
  return rows.length > 0;
}

/** A quantity a document holds of a stock until it is decided; where a refusal of it is shown. */
export interface Reservation {
  stockId: number;
  /** What is held, as positive quantities. */
  quantities: Quantities;
  at?: MovementFields;
}

/**
 * Holds each reservation's quantities of its stock for `source` (a submitted V-Legal), in the caller's
 * transaction: the stocks are locked in id order as a posting locks them, so a reservation and an outflow
 * of the same stock queue, and each is refused unless balance − reserved covers it. Every later outflow
 * keeps balance − reserved ≥ 0 (`append`).
 */
export async function reserve(
  tx: Database,
  reservations: readonly Reservation[],
  source: Source,
  login: string,
) {
  const db = tx.kysely as unknown as AnyDB;
  if (!reservations.length) return;
  const ids = [...new Set(reservations.map((r) => r.stockId))].sort((a, b) => a - b);
  const stocks = await lockStocks(db, ids);
  const today = businessToday();
  await assertPostable(
    db,
    reservations.map((r) => ({
      stockId: r.stockId,
      date: today,
      movementType: 'VLEGAL_EXPORT',
      quantities: negated(r.quantities),
      ...(r.at ? { at: r.at } : {}),
    })),
    stocks,
    source,
  );
  for (const r of reservations) {
    const q = r.quantities;
    const { rows } = await sql<{ volume_m3: string; weight_kg: string; pieces: string }>`
      SELECT volume_m3 - reserved_volume_m3 AS volume_m3, weight_kg - reserved_weight_kg AS weight_kg,
        pieces - reserved_pieces AS pieces
      FROM stock WHERE id = ${r.stockId}`.execute(db);
    const available = rows[0];
    const field = available && QUANTITY_FIELDS.find((f) => big(available[COLUMNS[f]]).lt(big(q[f])));
    if (available && field)
      throw unavailable(
        stocks.get(r.stockId) as LockedStock,
        field,
        big(available[COLUMNS[field]]).toFixed(),
        big(available[COLUMNS[field]]).minus(big(q[field])).toFixed(),
        r.at,
      );
    await sql`
      UPDATE stock SET reserved_volume_m3 = reserved_volume_m3 + ${q.volumeM3},
        reserved_weight_kg = reserved_weight_kg + ${q.weightKg}, reserved_pieces = reserved_pieces + ${q.pieces}
      WHERE id = ${r.stockId}`.execute(db);
    await sql`
      INSERT INTO stock_reservation (stock_id, source_type, source_id, volume_m3, weight_kg, pieces, created_by)
      VALUES (${r.stockId}, ${source.type}, ${source.id}, ${q.volumeM3}, ${q.weightKg}, ${q.pieces}, ${login})`.execute(
      db,
    );
  }
}

/** Gives back everything `source` holds (a decided V-Legal), in the caller's transaction; answers how many. */
export async function release(tx: Database, source: Pick<Source, 'type' | 'id'>): Promise<number> {
  const db = tx.kysely as unknown as AnyDB;
  const { rows: held } = await sql<{ stock_id: number }>`
    SELECT stock_id FROM stock_reservation WHERE source_type = ${source.type} AND source_id = ${source.id}
    ORDER BY stock_id`.execute(db);
  if (!held.length) return 0;
  await lockStocks(
    db,
    held.map((h) => Number(h.stock_id)),
  );
  const { rows } = await sql<{ stock_id: number }>`
    WITH gone AS (
      DELETE FROM stock_reservation WHERE source_type = ${source.type} AND source_id = ${source.id}
      RETURNING stock_id, volume_m3, weight_kg, pieces
    )
    UPDATE stock s SET reserved_volume_m3 = s.reserved_volume_m3 - gone.volume_m3,
      reserved_weight_kg = s.reserved_weight_kg - gone.weight_kg, reserved_pieces = s.reserved_pieces - gone.pieces
    FROM gone WHERE s.id = gone.stock_id
    RETURNING s.id AS stock_id`.execute(db);
  return rows.length;
}

/** A reservation or an outflow that would take stock that is not available (balance − reserved). */
function unavailable(
  stock: LockedStock,
  field: keyof typeof COLUMNS,
  available: string,
  /** What would be left of it (negative). */
  after: string,
  at?: MovementFields,
) {
  return new HttpProblem(409, {
    type: ProblemType.insufficientStock,
    title: PROBLEM_TITLES.insufficientStock,
    detail: `Only ${available} ${UNITS[field]} of ${stock.item_name} is available: the rest of its balance is reserved by submitted V-Legal applications.`,
    message: 'error.insufficientStock',
    shortfall: {
      stockId: stock.id,
      item: stock.item_name,
      date: businessToday(),
      quantity: field,
      balance: after,
    },
    fieldErrors: at ? [{ objectName: at.objectName, field: at.quantity, message: 'ledger.reserved' }] : [],
  });
}
