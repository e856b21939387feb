/**
 * Productions and local sales that race (MODEL.md §4.1): the ledger's row locks and the locked number
 * counter must hold when requests arrive at once. Productions and local sales (each alone and mixed, with
 * lines on several stocks in either order) never leave a day short nor post more than a stock holds, never
 * share a number nor leave a gap in the numbers, and a document that several cancel or correct at once is
 * reversed once per posting. On PostgreSQL (API_TEST_DB=postgres) the
 * requests run on parallel connections; PGlite has one connection and serialises them, and the outcome
 * asserted is the same either way.
 */
import { firstShortfall } from '@vlegal/domain/books/ledger';
import { quantities, sum } from '@vlegal/domain/books/quantity';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp, usePostgres } from '../harness.ts';
import {
  type Books,
  domesticBuyer,
  bookCalls,
  booksOf,
  freshMaterial,
  type Json,
  logs,
  unique,
} from './fixtures.ts';

let t: TestApp;
let b: Books;
/** A domestic buyer of the unit: the local sales' party. */
let buyerId = 0;

beforeAll(async () => {
  t = await createTestApp();
  b = await booksOf(t);
  buyerId = await domesticBuyer(t, b);
  console.log(
    `ledger concurrency on ${usePostgres ? 'PostgreSQL (parallel connections)' : 'PGlite (serialised)'}`,
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
const post = (url: string, payload?: Json) => call('POST', url, payload);

async function entriesOf(stockId: number) {
  const { rows } = await sql<{ day: string; direction: string; v: string; w: string; p: string }>`
    SELECT movement_date::text AS day, direction, volume_m3::text AS v, weight_kg::text AS w, pieces::text AS p
    FROM stock_credit WHERE stock_id = ${stockId}`.execute(t.db.kysely);
  return rows;
}

/** A day of the races of productions and sales: every document of one race numbered in one month. */
const RACE_DAY = '2026-10-06';
/** 1 m³ and 1 piece sawn out of `from` into 0.5 m³ of `into` (a raw material without a stock, or with one). */
const production = (from: number, into: number) => ({
  businessUnitId: b.unitId,
  productionDate: RACE_DAY,
  description: 'Penggergajian',
  sources: [{ stockId: from, volumeM3: '1.0000', pieces: '1' }],
  outputs: [{ stockType: 'RAW_MATERIAL', rawMaterialId: into, volumeM3: '0.5000' }],
});
/** A sale of 1 m³ and 1 piece out of each stock, its lines in the order given. */
const sale = (...stockIds: number[]) => ({
  businessUnitId: b.unitId,
  salesDate: RACE_DAY,
  buyerId,
  invoiceNumber: unique('INV'),
  materials: stockIds.map((stockId) => ({ stockId, volumeM3: '1.0000', pieces: '1' })),
});
/** Sawn timber: a raw material counted in m³ only, without a stock yet. */
const sawn = () => freshMaterial(t, b, { code: unique('KG'), trackPieces: false });

type Answer = Awaited<ReturnType<typeof post>>;
/** Every answer is a posting (201) or a refusal for want of stock; answers the postings. */
function postedOrShort(answers: Answer[]) {
  for (const a of answers) expect([201, 409], JSON.stringify(a.body)).toContain(a.status);
  for (const a of answers.filter((x) => x.status === 409))
    expect(a.body.type).toBe('/problems/insufficient-stock');
  return answers.filter((a) => a.status === 201);
}

/** The sequence of a document number: its leading digits (`0012/PJL/…`) or its trailing ones (`PRD-…-0012`). */
const seqOf = (n: unknown) => Number(/^(\d+)\//.exec(String(n))?.[1] ?? /(\d+)$/.exec(String(n))?.[1]);
/**
 * The numbers drawn at once after `before` and before `after` (documents posted alone, of the same series):
 * each its own, one run without a gap, none lost to a refused posting.
 */
function numberedInOneRun(before: unknown, drawn: unknown[], after: unknown) {
  const from = seqOf(before) + 1;
  expect(new Set(drawn).size).toBe(drawn.length);
  expect(drawn.map(seqOf).sort((x, y) => x - y)).toEqual(
    Array.from({ length: drawn.length }, (_, i) => from + i),
  );
  expect(seqOf(after)).toBe(from + drawn.length);
}

/** A stock after a race: no day short, its cached balance the sum of its ledger; answers that balance. */
async function settled(stockId: number) {
  const entries = (await entriesOf(stockId)).map((e) => ({
    date: e.day,
    quantities: quantities(e.v, e.w, e.p),
  }));
  expect(firstShortfall(entries), `stock ${stockId} short`).toBeNull();
  const total = sum(entries.map((e) => e.quantities));
  const { rows } = await sql<{ v: string; w: string; p: string }>`
    SELECT volume_m3::text AS v, weight_kg::text AS w, pieces::text AS p FROM stock WHERE id = ${stockId}`.execute(
    t.db.kysely,
  );
  expect(rows[0], `stock ${stockId}: cached balance = Σ ledger`).toEqual({
    v: total.volumeM3,
    w: total.weightKg,
    p: total.pieces,
  });
  return total;
}

it('30 productions at once from a stock holding 10 of them: 10 posted into one stock made by the first, 20 refused, numbered in one run', async () => {
  const from = await logs(t, b, { volumeM3: '10.0000', pieces: '10' });
  const aside = await logs(t, b);
  const into = await sawn();
  const first = await post('/api/productions', production(aside, await sawn()));
  expect(first.status, JSON.stringify(first.body)).toBe(201);

  const answers = await Promise.all(
    Array.from({ length: 30 }, () => post('/api/productions', production(from, into))),
  );
  const posted = postedOrShort(answers);
  expect(posted).toHaveLength(10);
  const last = await post('/api/productions', production(aside, await sawn()));
  expect(last.status, JSON.stringify(last.body)).toBe(201);
  numberedInOneRun(
    first.body.productionNumber,
    posted.map((a) => a.body.productionNumber),
    last.body.productionNumber,
  );

  // The source spent exactly; the output in one stock of the sawn timber, made by the first posted.
  expect(await settled(from)).toMatchObject({ volumeM3: '0.0000', pieces: '0.00' });
  const outputs = new Set(posted.map((a) => Number((a.body.outputs as Json[])[0]?.stockId)));
  expect(outputs.size).toBe(1);
  expect((await settled([...outputs][0] as number)).volumeM3).toBe('5.0000');
  // A refused production leaves no document, no line and no stock behind.
  const { rows } = await sql<{ productions: number; outputs: number; stocks: number }>`
    SELECT (SELECT count(*)::int FROM production_source_material WHERE stock_id = ${from}) AS productions,
      (SELECT count(*)::int FROM production_output_material WHERE raw_material_id = ${into}) AS outputs,
      (SELECT count(*)::int FROM stock WHERE raw_material_id = ${into}) AS stocks`.execute(t.db.kysely);
  expect(rows[0]).toEqual({ productions: 10, outputs: 10, stocks: 1 });
});

it('30 local sales at once of two stocks holding 10 each, their lines in either order: 10 sold, 20 refused, numbered in one run', async () => {
  const [one, two] = [
    await logs(t, b, { volumeM3: '10.0000', pieces: '10' }),
    await logs(t, b, { volumeM3: '10.0000', pieces: '10' }),
  ];
  const aside = await logs(t, b);
  const first = await post('/api/local-sales', sale(aside));
  expect(first.status, JSON.stringify(first.body)).toBe(201);

  // Half name the stocks one way round and half the other: locked in id order, none waits in a circle.
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => post('/api/local-sales', i % 2 ? sale(one, two) : sale(two, one))),
  );
  const posted = postedOrShort(answers);
  expect(posted).toHaveLength(10);
  const last = await post('/api/local-sales', sale(aside));
  expect(last.status, JSON.stringify(last.body)).toBe(201);
  numberedInOneRun(
    first.body.salesNumber,
    posted.map((a) => a.body.salesNumber),
    last.body.salesNumber,
  );

  for (const stockId of [one, two])
    expect(await settled(stockId)).toMatchObject({ volumeM3: '0.0000', pieces: '0.00' });
  const { rows } = await sql<{ lines: number; entries: number }>`
    SELECT (SELECT count(*)::int FROM local_sales_material WHERE stock_id IN (${one}, ${two})) AS lines,
      (SELECT count(*)::int FROM stock_credit WHERE stock_id IN (${one}, ${two}) AND source_type = 'LOCAL_SALES')
        AS entries`.execute(t.db.kysely);
  expect(rows[0]).toEqual({ lines: 20, entries: 20 });
});

it('30 local sales at once of one stock holding 10, dated in two months (each its own number counter): 10 sold, 20 refused, each month numbered in one run', async () => {
  const stockId = await logs(t, b, { volumeM3: '10.0000', pieces: '10' });
  const aside = await logs(t, b);
  const days = [RACE_DAY, '2026-09-20'];
  const dated = (day: string, id: number) => ({ ...sale(id), salesDate: day });
  const firsts: Answer[] = [];
  for (const day of days) firsts.push(await post('/api/local-sales', dated(day, aside)));
  for (const first of firsts) expect(first.status, JSON.stringify(first.body)).toBe(201);

  // Sales of two months draw from two counters, so nothing but the stock's lock orders them.
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => post('/api/local-sales', dated(days[i % 2] as string, stockId))),
  );
  const posted = postedOrShort(answers);
  expect(posted).toHaveLength(10);
  for (const [i, day] of days.entries()) {
    const last = await post('/api/local-sales', dated(day, aside));
    expect(last.status, JSON.stringify(last.body)).toBe(201);
    numberedInOneRun(
      firsts[i]?.body.salesNumber,
      posted.filter((a) => a.body.salesDate === day).map((a) => a.body.salesNumber),
      last.body.salesNumber,
    );
  }
  expect(await settled(stockId)).toMatchObject({ volumeM3: '0.0000', pieces: '0.00' });
});

it('productions and local sales at once of one stock holding 10 of them: 10 posted between them, each kind numbered in one run', async () => {
  const from = await logs(t, b, { volumeM3: '10.0000', pieces: '10' });
  const aside = await logs(t, b);
  const into = await sawn();
  const firstMade = await post('/api/productions', production(aside, await sawn()));
  const firstSold = await post('/api/local-sales', sale(aside));
  expect([firstMade.status, firstSold.status], JSON.stringify([firstMade.body, firstSold.body])).toEqual([
    201, 201,
  ]);

  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      i % 2 ? post('/api/productions', production(from, into)) : post('/api/local-sales', sale(from)),
    ),
  );
  const posted = postedOrShort(answers);
  expect(posted).toHaveLength(10);
  const made = posted.filter((a) => a.body.productionNumber !== undefined);
  const sold = posted.filter((a) => a.body.salesNumber !== undefined);
  expect(made.length + sold.length).toBe(10);
  const lastMade = await post('/api/productions', production(aside, await sawn()));
  const lastSold = await post('/api/local-sales', sale(aside));
  numberedInOneRun(
    firstMade.body.productionNumber,
    made.map((a) => a.body.productionNumber),
    lastMade.body.productionNumber,
  );
  numberedInOneRun(
    firstSold.body.salesNumber,
    sold.map((a) => a.body.salesNumber),
    lastSold.body.salesNumber,
  );

  expect(await settled(from)).toMatchObject({ volumeM3: '0.0000', pieces: '0.00' });
  const [someMade] = made;
  if (someMade) {
    const output = Number((someMade.body.outputs as Json[])[0]?.stockId);
    expect((await settled(output)).volumeM3).toBe((made.length / 2).toFixed(4));
  }
});

it('a production cancelled at once by several while its output is sold: the cancellation or the sales, never both', async () => {
  const from = await logs(t, b, { volumeM3: '10.0000', pieces: '10' });
  const made = await post('/api/productions', {
    ...production(from, await sawn()),
    sources: [{ stockId: from, volumeM3: '6.0000', pieces: '6' }],
    outputs: [{ stockType: 'RAW_MATERIAL', rawMaterialId: await sawn(), volumeM3: '3.0000' }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const output = Number((made.body.outputs as Json[])[0]?.stockId);

  // 3 cancellations among 5 sales of 1 m³ of the 3 m³ made, in an order the database decides.
  const cancel = () => post(`/api/productions/${made.body.id}/cancel`, { reason: 'Salah input' });
  const answers = await Promise.all(
    ['cancel', 'sale', 'sale', 'cancel', 'sale', 'sale', 'cancel', 'sale'].map((what) =>
      what === 'cancel'
        ? cancel().then((a) => ({ what, ...a }))
        : post('/api/local-sales', sale(output)).then((a) => ({ what, ...a })),
    ),
  );
  const cancels = answers.filter((a) => a.what === 'cancel');
  const sales = answers.filter((a) => a.what === 'sale');
  const status = (all: Answer[]) =>
    all.map((a) => `${a.status} ${a.status < 300 ? '' : a.body.type}`.trim()).sort();
  if (cancels.some((a) => a.status === 200)) {
    // Cancelled first: reversed once, the other cancellations refused, nothing left to sell.
    expect(status(cancels)).toEqual([
      '200',
      '409 /problems/action-not-allowed',
      '409 /problems/action-not-allowed',
    ]);
    expect(status(sales)).toEqual(Array(5).fill('409 /problems/insufficient-stock'));
    expect((await settled(from)).volumeM3).toBe('10.0000');
  } else {
    // Sold first: the output no longer all there to take back, three sales of it posted.
    expect(status(cancels)).toEqual(Array(3).fill('409 /problems/insufficient-stock'));
    expect(status(sales)).toEqual([
      ...Array(3).fill('201'),
      ...Array(2).fill('409 /problems/insufficient-stock'),
    ]);
    expect((await settled(from)).volumeM3).toBe('4.0000');
  }
  expect((await settled(output)).volumeM3).toBe('0.0000');
  const { rows } = await sql<{ entries: number; reversals: number }>`
    SELECT count(*)::int AS entries, count(reverses_id)::int AS reversals FROM stock_credit
    WHERE source_type = 'PRODUCTION' AND source_id = ${made.body.id}`.execute(t.db.kysely);
  const cancelled = cancels.some((a) => a.status === 200);
  expect(rows[0]).toEqual(cancelled ? { entries: 4, reversals: 2 } : { entries: 2, reversals: 0 });
});

it('a local sale corrected by several at once: each correction reposts over the one before, its lines replaced, never doubled', async () => {
  const stockId = await logs(t, b, { volumeM3: '10.0000', pieces: '10' });
  const made = await post('/api/local-sales', sale(stockId));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      call('PUT', '/api/local-sales', {
        ...made.body,
        materials: [{ stockId, volumeM3: `${i + 1}.0000`, pieces: '1' }],
      }),
    ),
  );
  for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
  for (const a of answers) expect(a.body.salesNumber).toBe(made.body.salesNumber);
  const final = (await call('GET', `/api/local-sales/${made.body.id}`)).body;
  const lines = final.materials as Json[];
  expect(lines).toHaveLength(1);
  // The posting and each of the 8 corrections posted one entry; each but the last was reversed once.
  const { rows } = await sql<{ entries: number; reversals: number; standing: string }>`
    SELECT count(*)::int AS entries, count(e.reverses_id)::int AS reversals,
      string_agg(e.volume_m3::text, ',') FILTER (WHERE e.reverses_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM stock_credit r WHERE r.reverses_id = e.id)) AS standing
    FROM stock_credit e WHERE e.source_type = 'LOCAL_SALES' AND e.source_id = ${made.body.id}`.execute(
    t.db.kysely,
  );
  expect(rows[0]).toEqual({ entries: 17, reversals: 8, standing: `-${lines[0]?.volumeM3}` });
  expect(await settled(stockId)).toMatchObject({
    volumeM3: (10 - Number(lines[0]?.volumeM3)).toFixed(4),
    pieces: '9.00',
  });
});
