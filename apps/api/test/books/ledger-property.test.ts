/**
 * The stock ledger under random sequences of postings and reversals through the API (MODEL.md §4.1):
 * receipts, other usage, corrections, transfers to a sub-contractor and back, productions (sources out of the
 * model's stocks, the carver's too; outputs into one of the unit's stocks or into a new stock of a new raw
 * material or product), local sales (lines out of the model's stocks, corrected by a PUT that replaces them),
 * edits and cancellations, on random, often back-dated days, many of them refused. An in-memory model of
 * each item's entries, judged by the pure rule (`firstShortfall`), says for every request whether the server
 * must accept or refuse it, and why; the database is held to the invariants after every request (a refusal
 * adds no entry, document, line nor stock) and every few steps (no short day, cached balance = Σ ledger,
 * every document's entries and lines, month closings, document numbers without a gap). Seeded:
 * LEDGER_SEED=n replays a failure, LEDGER_STEPS=n sets the length.
 */
import { firstShortfall } from '@vlegal/domain/books/ledger';
import { YIELD_BAND } from '@vlegal/domain/books/production';
import { big, negated, plus, type Quantities, quantities, sum, ZERO } from '@vlegal/domain/books/quantity';
import { ADDITION_COLUMNS, intakeErrors, REDUCTION_COLUMNS } from '@vlegal/domain/reports/lmk';
import { businessToday } from '@vlegal/domain/unit-validity';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  type Books,
  bookCalls,
  booksOf,
  domesticBuyer,
  freshMaterial,
  type Json,
  receipt,
  unique,
} from './fixtures.ts';

const SEED = Number(process.env.LEDGER_SEED ?? 20261125);
const STEPS = Number(process.env.LEDGER_STEPS ?? 400);
const STOCKS = 4;
/** The unit's own stocks a run grows to: from there on a production makes into one it has, if one is free. */
const MAX_STOCKS = 10;
const CHECK_EVERY = 100;
// A long sequence on a busy machine (other suites share its 2 cores) takes minutes: no time limit of a test.

let t: TestApp;
let b: Books;
/** A domestic buyer of the unit (the local sales'), and an HS code and a species of the products made. */
let buyerId = 0;
let hsCodeId = 0;
let scientificNameId = 0;

beforeAll(async () => {
  t = await createTestApp();
  b = await booksOf(t);
  buyerId = await domesticBuyer(t, b);
  hsCodeId = Number(((await call('GET', '/api/hs-codes?size=1')).body as unknown as Json[])[0]?.id);
  scientificNameId = Number(
    (await call('GET', `/api/raw-materials/${b.rawMaterialId}`)).body.scientificNameId,
  );
}, 400_000);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

const { call } = bookCalls(
  () => t,
  () => b,
);

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

type Entry = { date: string; quantities: Quantities };
/** What a document moved: signed quantities per stock (one stock, a transfer's two, a document's lines). */
type Move = { stockId: number; quantities: Quantities };
type Dated = Move & { date: string };
type Kind = 'receipt' | 'usage' | 'transfer' | 'production' | 'sale';
type Doc = {
  kind: Kind;
  id: number;
  date: string;
  moves: Move[];
  status: 'POSTED' | 'CANCELLED';
  body: Json;
};
const SOURCES = {
  receipt: 'IMPORT_MATERIAL',
  usage: 'STOCK_OTHER',
  transfer: 'TRANSFER_MATERIAL',
  production: 'PRODUCTION',
  sale: 'LOCAL_SALES',
} as const;
const PATHS = {
  receipt: 'import-materials',
  usage: 'stocks-other',
  transfer: 'transfer-materials',
  production: 'productions',
  sale: 'local-sales',
} as const;
/** The item a stock keeps: a raw material (counted in pieces, or not) or a product (never). */
type Item = { stockType: 'RAW_MATERIAL' | 'PRODUCT'; id: number; pieces: boolean };
/**
 * What the model expects of a request: accepted, or refused as invalid (a rule of the document), for a
 * date, a short day, or its state.
 */
type Verdict = 'ok' | 'invalid' | 'date' | 'short' | 'notAllowed';
const EXPECTED: Record<Verdict, [number, string | null]> = {
  ok: [0, null],
  invalid: [400, '/problems/constraint-violation'],
  date: [400, '/problems/constraint-violation'],
  short: [409, '/problems/insufficient-stock'],
  notAllowed: [409, '/problems/action-not-allowed'],
};

/** The ledger, the stocks, and the documents and lines that post to it: a refusal leaves them as they were. */
const COUNTED = [
  'stock_credit',
  'stock',
  'import_material',
  'stock_other',
  'transfer_material',
  'production',
  'production_source_material',
  'production_output_material',
  'local_sales',
  'local_sales_material',
] as const;
async function counts() {
  const { rows } = await sql<Record<string, string>>`
    SELECT ${sql.join(COUNTED.map((table) => sql`(SELECT count(*) FROM ${sql.table(table)}) AS ${sql.ref(table)}`))}`.execute(
    t.db.kysely,
  );
  return Object.fromEntries(COUNTED.map((table) => [table, Number(rows[0]?.[table])])) as Record<
    (typeof COUNTED)[number],
    number
  >;
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

/** A document's moves (or lines) as a comparable text, by stock and volume. */
const movesText = (moves: readonly Move[]) =>
  [...moves]
    .sort((a, c) => a.stockId - c.stockId || Number(a.quantities.volumeM3) - Number(c.quantities.volumeM3))
    .map((m) => `${m.stockId} ${m.quantities.volumeM3}`)
    .join(',');

it('keeps every invariant of the ledger over random postings and reversals, refusing exactly what the rule refuses', async () => {
  const r = prng(SEED);
  const where = (step: number, what: string) => `seed ${SEED} (LEDGER_SEED), step ${step}: ${what}`;

  // Items opened 110 days ago with a small initial balance; receipts and usage then book into them.
  const model = new Map<number, Entry[]>();
  /** The item of each stock of the model (a stock held at the carver keeps its item's). */
  const itemOf = new Map<number, Item>();
  const opening = new Map<number, string>();
  /** The unit's own stocks, not those at the carver: each step picks one; productions add to them. */
  const stockIds: number[] = [];
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
    itemOf.set(stockId, { stockType: 'RAW_MATERIAL', id: rawMaterialId, pieces: true });
    opening.set(stockId, OPENING);
    stockIds.push(stockId);
    model.set(stockId, await ledgerOf(stockId));
  }
  // Each item's logs held at the carver: a stock of its own, opened by the first transfer there.
  const subCon = await call('POST', '/api/sub-cons', { name: unique('Pengrajin'), businessUnitId: b.unitId });
  const heldAt = new Map<number, number>();
  const docs: Doc[] = [];
  const closed = new Set<string>();
  // Halfway a month inside the range is closed: from then on nothing is dated in it or before, nor reversed there.
  const closing = daysFrom(today, -60).slice(0, 7);
  /** Items made for a production's new stock that a refusal left without one: the next new stock's. */
  const spare: Item[] = [];

  const balance = (stockId: number) => sum((model.get(stockId) as Entry[]).map((e) => e.quantities));
  const counted = (stockId: number) => (itemOf.get(stockId) as Item).pieces;
  /** A date the ledger refuses: in the future, in or before the closed month, or before the stock was opened. */
  const dateRefused = (date: string, stockId?: number) =>
    date > today ||
    [...closed].some((month) => date.slice(0, 7) <= month) ||
    (stockId !== undefined && date < (opening.get(stockId) ?? date));
  /** Whether the entries, added to their stocks' ledgers, leave any of them short on some day. */
  const shortAfter = (added: readonly Dated[]) => {
    const after = new Map<number, Entry[]>();
    for (const m of added) after.set(m.stockId, [...(after.get(m.stockId) ?? model.get(m.stockId) ?? []), m]);
    return [...after.values()].some((entries) => firstShortfall(entries) !== null);
  };
  /**
   * A random day for a posting on a stock: mostly within the last 120 days, from ten days before the stock
   * was opened (one opened by the run is not mostly refused for its date); now and then in the future.
   */
  const randomDate = (stockId: number) => {
    const open = (Date.parse(today) - Date.parse(opening.get(stockId) ?? OPENING)) / DAY;
    return r.next() < 0.04
      ? daysFrom(today, r.int(1, 5))
      : daysFrom(today, -r.int(0, Math.min(120, open + 10)));
  };
  const volume = (max: number) => {
    const decimals = r.int(0, 4);
    const value = Math.max(0.0001, r.next() * max);
    return value.toFixed(decimals) === (0).toFixed(decimals) ? '0.0001' : value.toFixed(decimals);
  };
  /** What is taken out of a stock, sized around what it holds: some fits, some leaves a day short. */
  const takeOut = (stockId: number, share: number) => {
    const has = balance(stockId);
    return quantities(
      volume(Math.max(1, Number(has.volumeM3) * share)),
      null,
      counted(stockId) ? String(r.int(0, Math.max(1, Math.ceil(Number(has.pieces) * 0.5)))) : null,
    );
  };
  /** The quantities of a request on a stock: its pieces only where its item counts them. */
  const amounts = (stockId: number, q: Quantities) => ({
    volumeM3: q.volumeM3,
    pieces: counted(stockId) ? q.pieces : null,
  });
  /**
   * Lines out of a stock and now and then one or two more of the model's (the carver's too, or the same),
   * mostly of stocks open on the day.
   */
  const linesFrom = (first: number, date: string) => {
    const all = [...model.keys()];
    const open = all.filter((s) => (opening.get(s) ?? OPENING) <= date);
    return [
      first,
      ...Array.from({ length: r.int(0, 2) }, () => r.pick(open.length && r.next() < 0.85 ? open : all)),
    ].map((stockId) => ({ stockId, quantities: takeOut(stockId, 0.5) }));
  };
  const processed = (lines: readonly Move[]) =>
    lines.some((l) => itemOf.get(l.stockId)?.stockType === 'PRODUCT');
  const saleLine = (l: Move) => ({
    stockId: l.stockId,
    ...amounts(l.stockId, l.quantities),
    ...(r.next() < 0.5 ? { unitPrice: String(r.int(1_000_000, 9_000_000)) } : {}),
  });
  /** A new item for a production to make, without a stock yet: a product now and then. */
  const newItem = async (): Promise<Item> => {
    const left = spare.shift();
    if (left) return left;
    if (r.next() < 0.3) {
      const res = await call('POST', '/api/products', {
        code: unique('PRD'),
        name: unique('Kursi taman'),
        commercialDescription: 'Teak garden chair, KD, sanded',
        hsCodeId,
        scientificNameId,
        unitName: 'pcs',
        businessUnitId: b.unitId,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { stockType: 'PRODUCT', id: Number(res.body.id), pieces: false };
    }
    const pieces = r.next() < 0.5;
    return {
      stockType: 'RAW_MATERIAL',
      id: await freshMaterial(t, b, { code: unique('KG'), trackPieces: pieces }),
      pieces,
    };
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
    let added: Dated[] = [];
    let apply: (body: Json) => void = () => {};
    let refused: () => void = () => {};
    let kind: string;
    const touches = (d: Doc) => d.moves.some((m) => m.stockId === stockId);
    const posted = docs.filter((d) => touches(d) && d.status === 'POSTED');
    const held = heldAt.get(stockId);
    const postedUsages = posted.filter((d) => d.body.usageType && d.body.usageType !== 'CORRECTION_PLUS');
    // A sale corrected is one of the stock's, or any posted one when the stock has none.
    const ownSales = posted.filter((d) => d.kind === 'sale');
    const postedSales = ownSales.length
      ? ownSales
      : docs.filter((d) => d.kind === 'sale' && d.status === 'POSTED');

    if (roll < 0.22) {
      // A receipt into a raw material's stock (a product is not received from the supplier here).
      kind = 'receipt';
      const into = itemOf.get(stockId)?.stockType === 'RAW_MATERIAL' ? stockId : (stockIds[0] as number);
      const date = randomDate(into);
      const q = quantities(volume(20), null, counted(into) ? String(r.int(1, 40)) : null);
      request = {
        method: 'POST',
        url: '/api/import-materials',
        payload: receipt(b, {
          rawMaterialId: itemOf.get(into)?.id,
          receiptDate: date,
          documentDate: date,
          documentNumber: unique('SKSHHK'),
          ...amounts(into, q),
        }),
      };
      added = [{ stockId: into, date, quantities: q }];
      verdict = dateRefused(date, into) ? 'date' : 'ok';
      apply = (body) =>
        docs.push({
          kind: 'receipt',
          id: Number(body.id),
          date,
          moves: [{ stockId: into, quantities: q }],
          status: 'POSTED',
          body,
        });
    } else if (roll < 0.37) {
      // Other usage, sized around what the item holds: some fit, some leave a day short.
      kind = 'usage';
      const date = randomDate(stockId);
      const used = takeOut(stockId, 0.6);
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
          ...amounts(stockId, used),
          reason: 'Acak',
        },
      };
      added = [{ stockId, date, quantities: q }];
      verdict = dateRefused(date, stockId) ? 'date' : shortAfter(added) ? 'short' : 'ok';
      apply = (body) =>
        docs.push({
          kind: 'usage',
          id: Number(body.id),
          date,
          moves: [{ stockId, quantities: q }],
          status: 'POSTED',
          body,
        });
    } else if (roll < 0.41) {
      // A correction upwards, an administrator's.
      kind = 'correction';
      const date = randomDate(stockId);
      const q = quantities(volume(5), null, counted(stockId) ? String(r.int(0, 5)) : null);
      request = {
        method: 'POST',
        url: '/api/stocks-other',
        token: b.adminToken,
        payload: {
          stockId,
          businessUnitId: b.unitId,
          usageDate: date,
          usageType: 'CORRECTION_PLUS',
          ...amounts(stockId, q),
          reason: 'Koreksi opname',
        },
      };
      added = [{ stockId, date, quantities: q }];
      verdict = dateRefused(date, stockId) ? 'date' : 'ok';
      apply = (body) =>
        docs.push({
          kind: 'usage',
          id: Number(body.id),
          date,
          moves: [{ stockId, quantities: q }],
          status: 'POSTED',
          body,
        });
    } else if (roll < 0.49) {
      // A transfer of the item to the carver (its held stock opened by the first), or some of it back.
      kind = 'transfer';
      const back = held !== undefined && r.next() < 0.4;
      const from = back ? (held as number) : stockId;
      const date = randomDate(from);
      const q = takeOut(from, 0.6);
      request = {
        method: 'POST',
        url: '/api/transfer-materials',
        payload: {
          businessUnitId: b.unitId,
          transferDate: date,
          fromStockId: from,
          ...(back ? { toBusinessUnitId: b.unitId } : { toSubConId: subCon.body.id }),
          ...amounts(from, q),
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
      verdict = added.some((m) => dateRefused(date, m.stockId)) ? 'date' : shortAfter(added) ? 'short' : 'ok';
      apply = (body) => {
        const toStock = Number(body.toStockId);
        if (!model.has(toStock)) {
          model.set(toStock, []);
          opening.set(toStock, date);
          itemOf.set(toStock, itemOf.get(stockId) as Item);
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
    } else if (roll < 0.6) {
      // A production: the picked stock sawn (with now and then one or two more sources) into one or two
      // items, each one of the unit's stocks that is no source or a new item's stock opened on its day.
      // Now and then it breaks a rule of its own: more out than in, made into a stock it uses, or a yield
      // outside the band without a note.
      kind = 'production';
      const date = randomDate(stockId);
      const sources = linesFrom(stockId, date);
      const input = big(sum(sources.map((s) => s.quantities)).volumeM3);
      const flaw = r.next();
      const over = flaw < 0.04;
      const intoSource = !over && flaw < 0.07;
      // The output, at most the input (some 0.0001 more when that is the flaw), split now and then in two.
      const share = input.times(over ? 1 + r.int(1, 20) / 100 : 0.15 + r.next() * 0.85);
      const out = over
        ? input.plus(share.minus(input).round(4, 3))
        : share.round(4, 0).plus(share.lt('0.0001') ? '0.0001' : '0');
      const split = out.gte('0.0002') && r.next() < 0.25;
      let part = out.times(0.2 + r.next() * 0.6).round(4, 0);
      if (part.lt('0.0001')) part = big('0.0001');
      if (part.gt(out.minus('0.0001'))) part = out.minus('0.0001');
      const outputs: { item: Item; stockId?: number; quantities: Quantities }[] = [];
      for (const volumeM3 of split ? [part, out.minus(part)] : [out]) {
        const free = stockIds.filter(
          (s) => !sources.some((l) => l.stockId === s) && !outputs.some((o) => o.stockId === s),
        );
        const existing = free.length > 0 && (stockIds.length >= MAX_STOCKS || r.next() < 0.6);
        const into = !outputs.length && intoSource ? stockId : existing ? r.pick(free) : undefined;
        const item = into === undefined ? await newItem() : (itemOf.get(into) as Item);
        outputs.push({
          item,
          ...(into === undefined ? {} : { stockId: into }),
          quantities: quantities(volumeM3.toFixed(4), null, item.pieces ? String(r.int(1, 30)) : null),
        });
      }
      const yieldPercent = out.div(input).times(100).round(2);
      const outside = yieldPercent.lt(YIELD_BAND.low) || yieldPercent.gt(YIELD_BAND.high);
      const noted = r.next() < (outside ? 0.85 : 0.2);
      request = {
        method: 'POST',
        url: '/api/productions',
        payload: {
          businessUnitId: b.unitId,
          productionDate: date,
          description: 'Penggergajian acak',
          ...(noted ? { yieldNote: 'Log growong' } : {}),
          sources: sources.map((s) => ({ stockId: s.stockId, ...amounts(s.stockId, s.quantities) })),
          outputs: outputs.map((o) => ({
            stockType: o.item.stockType,
            [o.item.stockType === 'PRODUCT' ? 'productId' : 'rawMaterialId']: o.item.id,
            volumeM3: o.quantities.volumeM3,
            pieces: o.item.pieces ? o.quantities.pieces : null,
          })),
        },
      };
      const taken: Dated[] = sources.map((s) => ({
        stockId: s.stockId,
        date,
        quantities: negated(s.quantities),
      }));
      // An output into a new stock adds to no ledger the model has yet.
      added = [
        ...taken,
        ...outputs.flatMap((o) =>
          o.stockId === undefined ? [] : [{ stockId: o.stockId, date, quantities: o.quantities }],
        ),
      ];
      verdict =
        over || intoSource || (outside && !noted)
          ? 'invalid'
          : added.some((m) => dateRefused(date, m.stockId))
            ? 'date'
            : shortAfter(added)
              ? 'short'
              : 'ok';
      if (verdict === 'invalid')
        kind = `production ${over ? 'over' : intoSource ? 'into a source' : 'no note'}`;
      refused = () => spare.push(...outputs.filter((o) => o.stockId === undefined).map((o) => o.item));
      apply = (body) => {
        const made = (body.outputs as Json[]).map((line, i) => ({
          stockId: Number(line.stockId),
          quantities: (outputs[i] as (typeof outputs)[number]).quantities,
        }));
        for (const [i, m] of made.entries()) {
          const o = outputs[i] as (typeof outputs)[number];
          if (o.stockId !== undefined)
            expect(m.stockId, where(step, 'production output into its stock')).toBe(o.stockId);
          else {
            expect(model.has(m.stockId), where(step, 'production output into a new stock')).toBe(false);
            model.set(m.stockId, []);
            opening.set(m.stockId, date);
            itemOf.set(m.stockId, o.item);
            stockIds.push(m.stockId);
          }
        }
        const moves = [
          ...taken.map(({ stockId: s, quantities: q }) => ({ stockId: s, quantities: q })),
          ...made,
        ];
        added = moves.map((m) => ({ ...m, date }));
        docs.push({ kind: 'production', id: Number(body.id), date, moves, status: 'POSTED', body });
      };
    } else if (roll < 0.69) {
      // A local sale of the picked stock and now and then more; processed wood (a product) travels with a
      // transport document, which now and then is missing.
      kind = 'sale';
      const date = randomDate(stockId);
      const lines = linesFrom(stockId, date);
      const missing = processed(lines) && r.next() < 0.15;
      const documented = processed(lines) ? !missing : r.next() < 0.3;
      request = {
        method: 'POST',
        url: '/api/local-sales',
        payload: {
          businessUnitId: b.unitId,
          salesDate: date,
          buyerId,
          invoiceNumber: unique('INV'),
          ...(documented
            ? { documentTransportTypeId: b.transportTypeId, documentNumber: unique('NOTA') }
            : {}),
          materials: lines.map(saleLine),
        },
      };
      const moves = lines.map((l) => ({ stockId: l.stockId, quantities: negated(l.quantities) }));
      added = moves.map((m) => ({ ...m, date }));
      verdict = missing
        ? 'invalid'
        : added.some((m) => dateRefused(date, m.stockId))
          ? 'date'
          : shortAfter(added)
            ? 'short'
            : 'ok';
      apply = (body) => docs.push({ kind: 'sale', id: Number(body.id), date, moves, status: 'POSTED', body });
    } else if (roll < 0.74 && postedUsages.length) {
      // An edit of a usage: its entry reversed and the corrected one posted, on a new day and quantity.
      kind = 'edit';
      const doc = r.pick(postedUsages);
      const date = r.next() < 0.5 ? doc.date : randomDate(stockId);
      const used = quantities(
        volume(Math.max(1, Number(have.volumeM3) * 0.5)),
        null,
        counted(stockId) ? String(r.int(0, 3)) : null,
      );
      const q = negated(used);
      request = {
        method: 'PUT',
        url: '/api/stocks-other',
        payload: { ...doc.body, usageDate: date, ...amounts(stockId, used) },
      };
      added = [
        { stockId, date: doc.date, quantities: negated((doc.moves[0] as Move).quantities) },
        { stockId, date, quantities: q },
      ];
      verdict =
        dateRefused(doc.date, stockId) || dateRefused(date, stockId)
          ? 'date'
          : shortAfter(added)
            ? 'short'
            : 'ok';
      apply = (body) => {
        doc.date = date;
        doc.moves = [{ stockId, quantities: q }];
        doc.body = body;
      };
    } else if (roll < 0.8 && postedSales.length) {
      // A sale corrected by a PUT: its lines replaced (now and then the first kept by its id, its quantity
      // changed), every entry of it reversed on its day and the new lines posted, on the same day or another.
      kind = 'sale edit';
      const doc = r.pick(postedSales);
      const date = r.next() < 0.5 ? doc.date : randomDate(stockId);
      const kept = r.next() < 0.4 ? ((doc.body.materials as Json[])[0] as Json) : undefined;
      const lines = linesFrom(kept ? Number(kept.stockId) : stockId, date);
      const materials = lines.map((l, i) =>
        i === 0 && kept ? { ...kept, ...amounts(l.stockId, l.quantities) } : saleLine(l),
      );
      const missing = processed(lines) && !doc.body.documentNumber && r.next() < 0.3;
      const documented = processed(lines) && !doc.body.documentNumber && !missing;
      request = {
        method: 'PUT',
        url: '/api/local-sales',
        payload: {
          ...doc.body,
          salesDate: date,
          ...(documented
            ? { documentTransportTypeId: b.transportTypeId, documentNumber: unique('NOTA') }
            : {}),
          materials,
        },
      };
      const moves = lines.map((l) => ({ stockId: l.stockId, quantities: negated(l.quantities) }));
      added = [
        ...doc.moves.map((m) => ({ stockId: m.stockId, date: doc.date, quantities: negated(m.quantities) })),
        ...moves.map((m) => ({ ...m, date })),
      ];
      verdict = missing
        ? 'invalid'
        : dateRefused(doc.date) || moves.some((m) => dateRefused(date, m.stockId))
          ? 'date'
          : shortAfter(added)
            ? 'short'
            : 'ok';
      apply = (body) => {
        expect(body.salesNumber, where(step, 'a corrected sale keeps its number')).toBe(doc.body.salesNumber);
        doc.date = date;
        doc.moves = moves;
        doc.body = body;
      };
    } else if (docs.length) {
      // A cancellation: mostly of a posted document of the stock (of any, when none of it is posted), now
      // and then of one of it already cancelled.
      const all = docs.filter(touches);
      const open = posted.length ? posted : docs.filter((d) => d.status === 'POSTED');
      const doc =
        open.length && (r.next() < 0.9 || !all.length) ? r.pick(open) : r.pick(all.length ? all : docs);
      kind = `cancel ${doc.kind}`;
      request = {
        method: 'POST',
        url: `/api/${PATHS[doc.kind]}/${doc.id}/cancel`,
        payload: { reason: 'Salah input' },
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
            : shortAfter(added)
              ? 'short'
              : 'ok';
      apply = () => {
        doc.status = 'CANCELLED';
      };
    } else continue;

    const res = await call(request.method, request.url, request.payload, request.token);
    const after = await counts();
    const [status, type] = EXPECTED[verdict];
    for (const key of [kind, ...(kind.startsWith('cancel ') ? ['cancel'] : [])])
      tally[`${key} ${verdict}`] = (tally[`${key} ${verdict}`] ?? 0) + 1;
    if (verdict === 'ok') {
      expect(res.status, where(step, `${kind} accepted: ${JSON.stringify(res.body)}`)).toBeLessThan(300);
      apply(res.body);
      expect(after.stock_credit - before.stock_credit, where(step, `${kind} appends its entries`)).toBe(
        added.length,
      );
      for (const { stockId: id, date, quantities: q } of added)
        (model.get(id) as Entry[]).push({ date, quantities: q });
    } else {
      expect(res.status, where(step, `${kind} refused (${verdict}): ${JSON.stringify(res.body)}`)).toBe(
        status,
      );
      expect(res.body.type, where(step, `${kind} problem`)).toBe(type);
      expect(after, where(step, `${kind} refused changes nothing`)).toEqual(before);
      refused();
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
  console.log(`ledger property, seed ${SEED}, ${STEPS} steps: ${JSON.stringify(tally)}`);
  // The run exercised both answers of every kind of request, or it proves little.
  for (const key of [
    'receipt ok',
    'receipt date',
    'usage ok',
    'usage short',
    'transfer ok',
    'transfer short',
    'production ok',
    'production short',
    'sale ok',
    'sale short',
    'cancel ok',
    'cancel short',
    'cancel production ok',
    'cancel sale ok',
    'edit ok',
    'sale edit ok',
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
    // (f) the card's running balance after each entry (two pages, newest first) and the balance at the end
    // of a day the item moved are the ledger's, though the server starts them from the month sums.
    const { rows: ordered } = await sql<{ day: string; v: string; w: string; p: string }>`
      SELECT movement_date::text AS day, volume_m3::text AS v, weight_kg::text AS w, pieces::text AS p
      FROM stock_credit WHERE stock_id = ${stockId} ORDER BY movement_date, id`.execute(t.db.kysely);
    let running = ZERO;
    const after = ordered.map((e) => {
      running = plus(running, quantities(e.v, e.w, e.p));
      return { day: e.day, ...running };
    });
    const newestFirst = [...after].reverse();
    for (const page of [0, 1]) {
      const card = await t.call({
        method: 'GET',
        url: `/api/stocks/${stockId}/card?size=5&page=${page}`,
        token: b.adminToken,
      });
      expect(
        (card.json() as Json[]).map((e) => [
          e.movementDate,
          e.balanceVolumeM3,
          e.balanceWeightKg,
          e.balancePieces,
        ]),
        `${where}: stock ${stockId} card page ${page}`,
      ).toEqual(
        newestFirst.slice(page * 5, page * 5 + 5).map((e) => [e.day, e.volumeM3, e.weightKg, e.pieces]),
      );
      expect(card.headers['x-total-count'], `${where}: stock ${stockId} card count`).toBe(
        String(ordered.length),
      );
    }
    for (const day of new Set([after[0]?.day, after[Math.floor(after.length / 2)]?.day])) {
      if (!day) continue;
      const end = [...after].reverse().find((e) => e.day <= day) as (typeof after)[number];
      const balance = await t.call({
        method: 'GET',
        url: `/api/stocks/${stockId}/balance?date=${day}`,
        token: b.adminToken,
      });
      expect(balance.json(), `${where}: stock ${stockId} balance on ${day}`).toMatchObject({
        volumeM3: end.volumeM3,
        weightKg: end.weightKg,
        pieces: end.pieces,
      });
    }
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
  // (g) the LMKB and LMKO of a period starting and ending mid-month (the ledger's days, monthly sums), and
  // of this calendar year from mid-December before it (whole years' sums beside days): each of the model's
  // stocks in one of them opens on its balance before the period and closes on its balance at its end,
  // opening + additions − reductions, in agreement with the ledger; every entry of the period is in exactly
  // one column.
  const year = Number(today.slice(0, 4));
  for (const [startDate, endDate] of [
    [daysFrom(today, -75), daysFrom(today, -20)],
    [`${year - 1}-12-15`, `${year}-12-31`],
  ] as const) {
    const lines = new Map<number, Json>();
    for (const report of ['lmkb', 'lmko']) {
      const res = await t.call({
        method: 'GET',
        url: `/api/business-unit-${report}?startDate=${startDate}&endDate=${endDate}&size=200`,
        token: b.token,
      });
      expect(res.statusCode, `${where}: ${report} ${res.body}`).toBe(200);
      const answer = res.json() as { lines: Json[]; groups: Json[]; total: Json };
      // What a verification body's intake checks, on every line, subtotal and the total.
      expect(
        intakeErrors([...answer.lines, ...answer.groups, answer.total] as unknown as Parameters<
          typeof intakeErrors
        >[0]),
        `${where}: ${report} intake`,
      ).toEqual([]);
      for (const line of answer.lines) lines.set(Number(line.stockId), line);
    }
    const balanceOn = (entries: readonly Entry[], day: string) =>
      sum(entries.filter((e) => e.date <= day).map((e) => e.quantities));
    let reported = 0;
    for (const [stockId, expected] of model) {
      const line = lines.get(stockId);
      if (!line) continue;
      reported++;
      const what = `${where}: stock ${stockId} report ${startDate}..${endDate}`;
      expect(line.opening, `${what} opening`).toEqual(balanceOn(expected, daysFrom(startDate, -1)));
      expect(line.closing, `${what} closing`).toEqual(balanceOn(expected, endDate));
      expect(line.agrees, `${what} agrees with the ledger`).toBe(true);
      const moved = expected.filter((e) => e.date >= startDate && e.date <= endDate).map((e) => e.quantities);
      const columns = line.columns as Record<string, Quantities>;
      const added = sum(ADDITION_COLUMNS.map((c) => columns[c] as Quantities));
      const taken = sum(REDUCTION_COLUMNS.map((c) => columns[c] as Quantities));
      expect(plus(added, negated(taken)), `${what} columns`).toEqual(sum(moved));
    }
    // The model's logs report in the LMKB, its products in the LMKO.
    expect(reported, `${where}: the model's stocks in the reports`).toBeGreaterThanOrEqual(STOCKS);
  }
  // (d) a posted document has its entries standing (not reversed), one per stock it moved (per line of a
  // production or a sale), with its quantities; a cancelled one has every entry reversed exactly once and
  // nets to zero. A production's or a sale's lines are what it moved (a sale's last ones), posted or not.
  const { rows } = await sql<{
    source_type: string;
    source_id: number;
    status: string;
    standing: string;
    standing_moves: string | null;
    net: string;
    line_moves: string | null;
  }>`
    WITH docs AS (
      SELECT 'IMPORT_MATERIAL' AS source_type, id, status FROM import_material
      UNION ALL SELECT 'STOCK_OTHER', id, status FROM stock_other
      UNION ALL SELECT 'TRANSFER_MATERIAL', id, status FROM transfer_material
      UNION ALL SELECT 'PRODUCTION', id, status FROM production
      UNION ALL SELECT 'LOCAL_SALES', id, status FROM local_sales
    ), lines AS (
      SELECT 'PRODUCTION' AS source_type, production_id AS id, stock_id, -volume_m3 AS volume_m3
        FROM production_source_material
      UNION ALL SELECT 'PRODUCTION', production_id, stock_id, volume_m3 FROM production_output_material
      UNION ALL SELECT 'LOCAL_SALES', local_sales_id, stock_id, -volume_m3 FROM local_sales_material
    )
    SELECT d.source_type, d.id AS source_id, d.status,
      count(e.id) FILTER (WHERE e.reverses_id IS NULL AND r.id IS NULL) AS standing,
      string_agg(e.stock_id || ' ' || e.volume_m3, ',' ORDER BY e.stock_id, e.volume_m3)
        FILTER (WHERE e.reverses_id IS NULL AND r.id IS NULL) AS standing_moves,
      coalesce(sum(e.volume_m3), 0)::text AS net,
      (SELECT string_agg(l.stock_id || ' ' || l.volume_m3, ',' ORDER BY l.stock_id, l.volume_m3) FROM lines l
        WHERE l.source_type = d.source_type AND l.id = d.id) AS line_moves
    FROM docs d
    LEFT JOIN stock_credit e ON e.source_type = d.source_type AND e.source_id = d.id
    LEFT JOIN stock_credit r ON r.reverses_id = e.id
    GROUP BY d.source_type, d.id, d.status`.execute(t.db.kysely);
  const known = new Map(docs.map((d) => [`${SOURCES[d.kind]}:${d.id}`, d]));
  // The demo unit's own documents (its opening balances, receipts, waste, production and sale) are not the
  // model's.
  for (const row of rows.filter((r) => known.has(`${r.source_type}:${r.source_id}`))) {
    const what = `${where}: ${row.source_type} ${row.source_id} (${row.status})`;
    const doc = known.get(`${row.source_type}:${row.source_id}`) as Doc;
    expect(row.status, `${what} as the model has it`).toBe(doc.status);
    if (row.status === 'POSTED') {
      expect(Number(row.standing), `${what} has a standing entry per stock or line`).toBe(doc.moves.length);
      expect(row.standing_moves, `${what} standing entries`).toBe(movesText(doc.moves));
    } else {
      expect(Number(row.standing), `${what} fully reversed`).toBe(0);
      expect(row.net, `${what} nets to zero`).toBe('0.0000');
    }
    if (doc.kind === 'production' || doc.kind === 'sale')
      expect(row.line_moves, `${what} lines`).toBe(movesText(doc.moves));
  }
  // Each entry is reversed at most once (the unique index), and a reversal mirrors its entry exactly.
  const { rows: mirrors } = await sql<{ bad: string }>`
    SELECT count(*) AS bad FROM stock_credit r JOIN stock_credit e ON e.id = r.reverses_id
    WHERE r.volume_m3 <> -e.volume_m3 OR r.weight_kg <> -e.weight_kg OR r.pieces <> -e.pieces
      OR r.movement_date <> e.movement_date OR r.stock_id <> e.stock_id OR r.source_id <> e.source_id`.execute(
    t.db.kysely,
  );
  expect(Number(mirrors[0]?.bad), `${where}: reversals mirror their entries`).toBe(0);
  // The unit's document numbers run without a gap in each series (a type's month): a refused posting
  // gives its number back, a correction keeps the one it has.
  const { rows: numbers } = await sql<{ n: string }>`
    SELECT receipt_number AS n FROM import_material WHERE business_unit_id = ${b.unitId}
    UNION ALL SELECT transfer_number FROM transfer_material WHERE business_unit_id = ${b.unitId}
    UNION ALL SELECT production_number FROM production WHERE business_unit_id = ${b.unitId}
    UNION ALL SELECT sales_number FROM local_sales WHERE business_unit_id = ${b.unitId}`.execute(t.db.kysely);
  const series = new Map<string, number[]>();
  for (const { n } of numbers) {
    // The sequence leads (`0012/PJL/…`) or ends (`PRD-…-0012`) the number; the rest names its series.
    const lead = /^(\d+)(\/.*)$/.exec(n);
    const trail = /^(.*\D)(\d+)$/.exec(n);
    const [name, seq] = lead ? [lead[2], lead[1]] : trail ? [trail[1], trail[2]] : [n, 'none'];
    series.set(String(name), [...(series.get(String(name)) ?? []), Number(seq)]);
  }
  for (const [name, seqs] of series)
    expect(
      seqs.sort((x, y) => x - y),
      `${where}: numbers ${name} without a gap`,
    ).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
}
