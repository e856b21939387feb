/**
 * The stock ledger under random sequences of postings and reversals through the API (MODEL.md §4.1):
 * receipts, other usage, corrections, transfers to a sub-contractor and back, edits and cancellations on
 * random, often back-dated days, many of them refused. An in-memory model of each item's entries, judged by the pure rule (`firstShortfall`), says for
 * every request whether the server must accept or refuse it; the database is held to the invariants after
 * every request (nothing changed by a refusal) and every few steps (no short day, cached balance = Σ ledger,
 * every document's entries, month closings). Seeded: LEDGER_SEED=n replays a failure, LEDGER_STEPS=n sets
 * the length.
 */
import { firstShortfall } from '@vlegal/domain/books/ledger';
import { negated, plus, type Quantities, quantities, sum, ZERO } from '@vlegal/domain/books/quantity';
import { businessToday } from '@vlegal/domain/unit-validity';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { type Books, booksOf, freshMaterial, receipt, unique } from './fixtures.ts';

const SEED = Number(process.env.LEDGER_SEED ?? 20261125);
const STEPS = Number(process.env.LEDGER_STEPS ?? 400);
const STOCKS = 4;
const CHECK_EVERY = 100;
// A long sequence on a busy machine (other suites share its 2 cores) takes minutes: no time limit of a test.

let t: TestApp;
let b: Books;

beforeAll(async () => {
  t = await createTestApp();
  b = await booksOf(t);
}, 400_000);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

/** mulberry32: a small seeded PRNG, so a failing sequence is replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return { next, int, pick: <T>(all: readonly T[]): T => all[int(0, all.length - 1)] as T };
}

const DAY = 86_400_000;
const today = businessToday();
const daysFrom = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const OPENING = daysFrom(today, -110);

type Json = Record<string, unknown>;
type Entry = { date: string; quantities: Quantities };
/** What a document moved: signed quantities per stock (one stock, or a transfer's two). */
type Move = { stockId: number; quantities: Quantities };
type Doc = {
  kind: 'receipt' | 'usage' | 'transfer';
  id: number;
  date: string;
  moves: Move[];
  status: 'POSTED' | 'CANCELLED';
  body: Json;
};
const SOURCES = { receipt: 'IMPORT_MATERIAL', usage: 'STOCK_OTHER', transfer: 'TRANSFER_MATERIAL' } as const;
const PATHS = { receipt: 'import-materials', usage: 'stocks-other', transfer: 'transfer-materials' } as const;
/** What the model expects of a request: accepted, or refused for a date, a short day, or its state. */
type Verdict = 'ok' | 'date' | 'short' | 'notAllowed';
const EXPECTED: Record<Verdict, [number, string | null]> = {
  ok: [0, null],
  date: [400, '/problems/constraint-violation'],
  short: [409, '/problems/insufficient-stock'],
  notAllowed: [409, '/problems/action-not-allowed'],
};

const call = async (method: string, url: string, payload?: Json, token = b.token) => {
  const res = await t.call({ method: method as 'GET', url, token, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Json };
};

/** Rows of the ledger and of the documents that post to it: a refusal must leave them all as they were. */
async function counts() {
  const { rows } = await sql<{ entries: string; receipts: string; usages: string; transfers: string }>`
    SELECT (SELECT count(*) FROM stock_credit) AS entries, (SELECT count(*) FROM import_material) AS receipts,
      (SELECT count(*) FROM stock_other) AS usages, (SELECT count(*) FROM transfer_material) AS transfers`.execute(
    t.db.kysely,
  );
  const row = rows[0] as { entries: string; receipts: string; usages: string; transfers: string };
  return {
    entries: Number(row.entries),
    receipts: Number(row.receipts),
    usages: Number(row.usages),
    transfers: Number(row.transfers),
  };
}

async function ledgerOf(stockId: number): Promise<Entry[]> {
  const { rows } = await sql<{ day: string; volume_m3: string; weight_kg: string; pieces: string }>`
    SELECT movement_date::text AS day, volume_m3::text, weight_kg::text, pieces::text
    FROM stock_credit WHERE stock_id = ${stockId} ORDER BY id`.execute(t.db.kysely);
  return rows.map((r) => ({ date: r.day, quantities: quantities(r.volume_m3, r.weight_kg, r.pieces) }));
}

/** Σ per day, as a comparable text: the model and the database agree on every day, not only on the total. */
const byDay = (entries: readonly Entry[]) => {
  const days = new Map<string, Quantities>();
  for (const e of entries) days.set(e.date, plus(days.get(e.date) ?? ZERO, e.quantities));
  return [...days]
    .filter(([, q]) => q.volumeM3 !== '0.0000' || q.weightKg !== '0.00' || q.pieces !== '0.00')
    .sort(([a], [c]) => a.localeCompare(c))
    .map(([day, q]) => `${day} ${q.volumeM3} ${q.weightKg} ${q.pieces}`);
};

it('keeps every invariant of the ledger over random postings and reversals, refusing exactly what the rule refuses', async () => {
  const r = prng(SEED);
  const where = (step: number, what: string) => `seed ${SEED} (LEDGER_SEED), step ${step}: ${what}`;

  // Items opened 110 days ago with a small initial balance; receipts and usage then book into them.
  const model = new Map<number, Entry[]>();
  const rawMaterialOf = new Map<number, number>();
  for (let i = 0; i < STOCKS; i++) {
    const rawMaterialId = await freshMaterial(t, b);
    const res = await call('POST', '/api/stocks', {
      businessUnitId: b.unitId,
      stockType: 'RAW_MATERIAL',
      rawMaterialId,
      openingDate: OPENING,
      initialVolumeM3: `${r.int(0, 5)}.${r.int(0, 9999)}`,
      initialPieces: String(r.int(0, 20)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const stockId = Number(res.body.id);
    rawMaterialOf.set(stockId, rawMaterialId);
    model.set(stockId, await ledgerOf(stockId));
  }
  const stockIds = [...model.keys()];
  // Each item's logs held at the carver: a stock of its own, opened by the first transfer there.
  const subCon = await call('POST', '/api/sub-cons', { name: unique('Pengrajin'), businessUnitId: b.unitId });
  const heldAt = new Map<number, number>();
  const opening = new Map<number, string>(stockIds.map((id) => [id, OPENING]));
  const docs: Doc[] = [];
  const closed = new Set<string>();
  // Halfway a month inside the range is closed: from then on nothing is dated in it, nor reversed there.
  const closing = daysFrom(today, -60).slice(0, 7);

  const balance = (stockId: number) => sum((model.get(stockId) as Entry[]).map((e) => e.quantities));
  const dateRefused = (date: string, stockId?: number) =>
    date > today ||
    date < (stockId === undefined ? OPENING : (opening.get(stockId) ?? date)) ||
    closed.has(date.slice(0, 7));
  /** Whether the moves, on their day, leave any of their stocks short on some day. */
  const shortWith = (date: string, moves: readonly Move[]) =>
    moves.some(
      (m) => firstShortfall([...(model.get(m.stockId) ?? []), { date, quantities: m.quantities }]) !== null,
    );
  /** A random day: mostly within the last 120 days, now and then in the future. */
  const randomDate = () => (r.next() < 0.04 ? daysFrom(today, r.int(1, 5)) : daysFrom(today, -r.int(0, 120)));
  const volume = (max: number) => {
    const decimals = r.int(0, 4);
    const value = Math.max(0.0001, r.next() * max);
    return value.toFixed(decimals) === (0).toFixed(decimals) ? '0.0001' : value.toFixed(decimals);
  };
  const tally: Record<string, number> = {};

  for (let step = 1; step <= STEPS; step++) {
    const stockId = r.pick(stockIds);
    const have = balance(stockId);
    const roll = r.next();
    const before = await counts();
    let request: { method: string; url: string; payload?: Json; token?: string };
    let verdict: Verdict;
    /** The entries the request appends when accepted (a correction's reversal and repost, on their days). */
    let added: (Move & { date: string })[] = [];
    let apply: (body: Json) => void = () => {};
    let kind: string;
    const touches = (d: Doc) => d.moves.some((m) => m.stockId === stockId);
    const posted = docs.filter((d) => touches(d) && d.status === 'POSTED');
    const held = heldAt.get(stockId);

    if (roll < 0.27) {
      kind = 'receipt';
      const date = randomDate();
      const q = quantities(volume(20), null, String(r.int(1, 40)));
      request = {
        method: 'POST',
        url: '/api/import-materials',
        payload: receipt(b, {
          rawMaterialId: rawMaterialOf.get(stockId),
          receiptDate: date,
          documentDate: date,
          documentNumber: unique('SKSHHK'),
          volumeM3: q.volumeM3,
          pieces: q.pieces,
        }),
      };
      added = [{ stockId, date, quantities: q }];
      verdict = dateRefused(date) ? 'date' : 'ok';
      apply = (body) =>
        docs.push({
          kind: 'receipt',
          id: Number(body.id),
          date,
          moves: [{ stockId, quantities: q }],
          status: 'POSTED',
          body,
        });
    } else if (roll < 0.52) {
      // Other usage, sized around what the item holds: some fit, some leave a day short.
      kind = 'usage';
      const date = randomDate();
      const used = quantities(
        volume(Math.max(1, Number(have.volumeM3) * 0.6)),
        null,
        String(r.int(0, Math.max(1, Math.ceil(Number(have.pieces) * 0.5)))),
      );
      const q = negated(used);
      const usageType = r.pick(['WASTE', 'DAMAGED', 'SHRINKAGE', 'CORRECTION_MINUS'] as const);
      request = {
        method: 'POST',
        url: '/api/stocks-other',
        payload: {
          stockId,
          businessUnitId: b.unitId,
          usageDate: date,
          usageType,
          volumeM3: used.volumeM3,
          pieces: used.pieces,
          reason: 'Acak',
        },
      };
      added = [{ stockId, date, quantities: q }];
      verdict = dateRefused(date) ? 'date' : shortWith(date, added) ? 'short' : 'ok';
      apply = (body) =>
        docs.push({
          kind: 'usage',
          id: Number(body.id),
          date,
          moves: [{ stockId, quantities: q }],
          status: 'POSTED',
          body,
        });
    } else if (roll < 0.57) {
      // A correction upwards, an administrator's.
      kind = 'correction';
      const date = randomDate();
      const q = quantities(volume(5), null, String(r.int(0, 5)));
      request = {
        method: 'POST',
        url: '/api/stocks-other',
        token: b.adminToken,
        payload: {
          stockId,
          businessUnitId: b.unitId,
          usageDate: date,
          usageType: 'CORRECTION_PLUS',
          volumeM3: q.volumeM3,
          pieces: q.pieces,
          reason: 'Koreksi opname',
        },
      };
      added = [{ stockId, date, quantities: q }];
      verdict = dateRefused(date) ? 'date' : 'ok';
      apply = (body) =>
        docs.push({
          kind: 'usage',
          id: Number(body.id),
          date,
          moves: [{ stockId, quantities: q }],
          status: 'POSTED',
          body,
        });
    } else if (roll < 0.67) {
      // A transfer of the item to the carver (its held stock opened by the first), or some of it back.
      kind = 'transfer';
      const date = randomDate();
      const back = held !== undefined && r.next() < 0.4;
      const from = back ? (held as number) : stockId;
      const fromHas = sum((model.get(from) ?? []).map((e) => e.quantities));
      const q = quantities(
        volume(Math.max(1, Number(fromHas.volumeM3) * 0.6)),
        null,
        String(r.int(0, Math.max(1, Math.ceil(Number(fromHas.pieces) * 0.5)))),
      );
      request = {
        method: 'POST',
        url: '/api/transfer-materials',
        payload: {
          businessUnitId: b.unitId,
          transferDate: date,
          fromStockId: from,
          ...(back ? { toBusinessUnitId: b.unitId } : { toSubConId: subCon.body.id }),
          volumeM3: q.volumeM3,
          pieces: q.pieces,
        },
      };
      const to = back ? stockId : held;
      const moves = (toStock: number) => [
        { stockId: from, quantities: negated(q) },
        { stockId: toStock, quantities: q },
      ];
      // The held stock, not yet there, opens on this day: no date of it is refused but the sender's.
      added = (to === undefined ? [{ stockId: from, quantities: negated(q) }] : moves(to)).map((m) => ({
        ...m,
        date,
      }));
      verdict = added.some((m) => dateRefused(date, m.stockId))
        ? 'date'
        : shortWith(date, added)
          ? 'short'
          : 'ok';
      apply = (body) => {
        const toStock = Number(body.toStockId);
        if (!model.has(toStock)) {
          model.set(toStock, []);
          opening.set(toStock, date);
          heldAt.set(stockId, toStock);
        }
        if (to === undefined) added.push({ stockId: toStock, quantities: q, date });
        docs.push({
          kind: 'transfer',
          id: Number(body.id),
          date,
          moves: moves(toStock),
          status: 'POSTED',
          body,
        });
      };
    } else if (
      roll < 0.75 &&
      posted.some((d) => d.body.usageType && d.body.usageType !== 'CORRECTION_PLUS')
    ) {
      // An edit of a usage: its entry reversed and the corrected one posted, on a new day and quantity.
      kind = 'edit';
      const doc = r.pick(posted.filter((d) => d.body.usageType && d.body.usageType !== 'CORRECTION_PLUS'));
      const date = r.next() < 0.5 ? doc.date : randomDate();
      const used = quantities(volume(Math.max(1, Number(have.volumeM3) * 0.5)), null, String(r.int(0, 3)));
      const q = negated(used);
      request = {
        method: 'PUT',
        url: '/api/stocks-other',
        payload: { ...doc.body, usageDate: date, volumeM3: used.volumeM3, pieces: used.pieces },
      };
      added = [
        { stockId, date: doc.date, quantities: negated((doc.moves[0] as Move).quantities) },
        { stockId, date, quantities: q },
      ];
      const corrected = [...(model.get(stockId) as Entry[]), ...added];
      verdict =
        dateRefused(doc.date) || dateRefused(date) ? 'date' : firstShortfall(corrected) ? 'short' : 'ok';
      apply = (body) => {
        doc.date = date;
        doc.moves = [{ stockId, quantities: q }];
        doc.body = body;
      };
    } else if (docs.some(touches)) {
      // A cancellation: mostly of a posted document, now and then of one already cancelled.
      kind = 'cancel';
      const all = docs.filter(touches);
      const doc = posted.length && r.next() < 0.9 ? r.pick(posted) : r.pick(all);
      request = {
        method: 'POST',
        url: `/api/${PATHS[doc.kind]}/${doc.id}/cancel`,
        token: doc.body.usageType === 'CORRECTION_PLUS' ? b.adminToken : b.token,
      };
      added = doc.moves.map((m) => ({
        stockId: m.stockId,
        date: doc.date,
        quantities: negated(m.quantities),
      }));
      verdict =
        doc.status === 'CANCELLED'
          ? 'notAllowed'
          : dateRefused(doc.date)
            ? 'date'
            : shortWith(doc.date, added)
              ? 'short'
              : 'ok';
      apply = () => {
        doc.status = 'CANCELLED';
      };
    } else continue;

    const res = await call(request.method, request.url, request.payload, request.token);
    const after = await counts();
    const [status, type] = EXPECTED[verdict];
    tally[`${kind} ${verdict}`] = (tally[`${kind} ${verdict}`] ?? 0) + 1;
    if (verdict === 'ok') {
      expect(res.status, where(step, `${kind} accepted: ${JSON.stringify(res.body)}`)).toBeLessThan(300);
      apply(res.body);
      expect(after.entries - before.entries, where(step, `${kind} appends its entries`)).toBe(added.length);
      for (const { stockId: id, date, quantities: q } of added)
        (model.get(id) as Entry[]).push({ date, quantities: q });
    } else {
      expect(res.status, where(step, `${kind} refused (${verdict}): ${JSON.stringify(res.body)}`)).toBe(
        status,
      );
      expect(res.body.type, where(step, `${kind} problem`)).toBe(type);
      expect(after, where(step, `${kind} refused changes nothing`)).toEqual(before);
    }

    if (step === Math.floor(STEPS / 2)) {
      await sql`
        INSERT INTO closed_month (business_unit_id, year, month, closed_by)
        VALUES (${b.unitId}, ${Number(closing.slice(0, 4))}, ${Number(closing.slice(5, 7))}, 'admin')`.execute(
        t.db.kysely,
      );
      closed.add(closing);
    }
    if (step % CHECK_EVERY === 0 || step === STEPS) await invariants(model, docs, where(step, 'invariants'));
  }
  // The run exercised both answers of every kind of request, or it proves little.
  for (const key of [
    'receipt ok',
    'receipt date',
    'usage ok',
    'usage short',
    'transfer ok',
    'transfer short',
    'cancel ok',
    'cancel short',
    'edit ok',
  ])
    expect(tally[key] ?? 0, `seed ${SEED}: ${JSON.stringify(tally)}`).toBeGreaterThan(0);
}, 900_000);

async function invariants(model: Map<number, Entry[]>, docs: Doc[], where: string) {
  for (const [stockId, expected] of model) {
    const entries = await ledgerOf(stockId);
    const total = sum(entries.map((e) => e.quantities));
    // (a) no day's end balance is negative.
    expect(firstShortfall(entries), `${where}: stock ${stockId} short`).toBeNull();
    // The model and the ledger hold the same sums on every day.
    expect(byDay(entries), `${where}: stock ${stockId} days`).toEqual(byDay(expected));
    // (b) the cached balance is Σ ledger, exactly.
    const { rows } = await sql<{ v: string; w: string; p: string }>`
      SELECT volume_m3::text AS v, weight_kg::text AS w, pieces::text AS p FROM stock WHERE id = ${stockId}`.execute(
      t.db.kysely,
    );
    expect(rows[0], `${where}: stock ${stockId} cached balance`).toEqual({
      v: total.volumeM3,
      w: total.weightKg,
      p: total.pieces,
    });
    // (e) the closing of the item's last month is its balance.
    const { rows: months } = await sql<{ v: string; w: string; p: string }>`
      SELECT closing_volume_m3::text AS v, closing_weight_kg::text AS w, closing_pieces::text AS p
      FROM stock_in_month WHERE stock_id = ${stockId} ORDER BY year DESC, month DESC LIMIT 1`.execute(
      t.db.kysely,
    );
    expect(months[0], `${where}: stock ${stockId} last month's closing`).toEqual({
      v: total.volumeM3,
      w: total.weightKg,
      p: total.pieces,
    });
  }
  // (d) a posted document has its entries standing (not reversed), one per stock it moved, with its
  // quantities; a cancelled one has every entry reversed exactly once and nets to zero.
  const { rows } = await sql<{
    source_type: string;
    source_id: number;
    status: string;
    standing: string;
    standing_moves: string | null;
    net: string;
    unreversed: string;
  }>`
    WITH docs AS (
      SELECT 'IMPORT_MATERIAL' AS source_type, id, status FROM import_material
      UNION ALL SELECT 'STOCK_OTHER', id, status FROM stock_other
      UNION ALL SELECT 'TRANSFER_MATERIAL', id, status FROM transfer_material
    )
    SELECT d.source_type, d.id AS source_id, d.status,
      count(e.id) FILTER (WHERE e.reverses_id IS NULL AND r.id IS NULL) AS standing,
      string_agg(e.stock_id || ' ' || e.volume_m3, ',' ORDER BY e.stock_id)
        FILTER (WHERE e.reverses_id IS NULL AND r.id IS NULL) AS standing_moves,
      coalesce(sum(e.volume_m3), 0)::text AS net,
      count(e.id) FILTER (WHERE e.reverses_id IS NULL AND r.id IS NULL) AS unreversed
    FROM docs d
    LEFT JOIN stock_credit e ON e.source_type = d.source_type AND e.source_id = d.id
    LEFT JOIN stock_credit r ON r.reverses_id = e.id
    GROUP BY d.source_type, d.id, d.status`.execute(t.db.kysely);
  const known = new Map(docs.map((d) => [`${SOURCES[d.kind]}:${d.id}`, d]));
  // The demo unit's own documents (its opening balances, receipts and waste) are not the model's.
  for (const row of rows.filter((r) => known.has(`${r.source_type}:${r.source_id}`))) {
    const what = `${where}: ${row.source_type} ${row.source_id} (${row.status})`;
    const doc = known.get(`${row.source_type}:${row.source_id}`) as Doc;
    expect(row.status, `${what} as the model has it`).toBe(doc.status);
    if (row.status === 'POSTED') {
      expect(Number(row.standing), `${what} has a standing entry per stock`).toBe(doc.moves.length);
      const moves = [...doc.moves]
        .sort((a, c) => a.stockId - c.stockId)
        .map((m) => `${m.stockId} ${m.quantities.volumeM3}`)
        .join(',');
      expect(row.standing_moves, `${what} standing entries`).toBe(moves);
    } else {
      expect(Number(row.unreversed), `${what} fully reversed`).toBe(0);
      expect(row.net, `${what} nets to zero`).toBe('0.0000');
    }
  }
  // Each entry is reversed at most once (the unique index), and a reversal mirrors its entry exactly.
  const { rows: mirrors } = await sql<{ bad: string }>`
    SELECT count(*) AS bad FROM stock_credit r JOIN stock_credit e ON e.id = r.reverses_id
    WHERE r.volume_m3 <> -e.volume_m3 OR r.weight_kg <> -e.weight_kg OR r.pieces <> -e.pieces
      OR r.movement_date <> e.movement_date OR r.stock_id <> e.stock_id OR r.source_id <> e.source_id`.execute(
    t.db.kysely,
  );
  expect(Number(mirrors[0]?.bad), `${where}: reversals mirror their entries`).toBe(0);
}
