/**
 * A server killed in the middle of postings (MODEL.md §4.1: a document and its entries are one
 * transaction). The real API runs as a child process on a fresh PostgreSQL database; a burst of receipts,
 * usages and cancellations goes over HTTP, the server gets SIGKILL mid-burst, and is started again on the
 * same database. Nothing may be half posted, every cached balance and month sum must still be the ledger's,
 * no day short, every request answered 201 before the kill kept, and receipt numbers without a gap.
 * PostgreSQL only (the `kill-postgres` layer of scripts/test.mjs): a killed PGlite process takes its
 * in-memory database with it, there is nothing to restart on.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { firstShortfall } from '@vlegal/domain/books/ledger';
import { quantities } from '@vlegal/domain/books/quantity';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_PG_URL, type TestApp } from '../harness.ts';
import { type Books, booksOf, freshMaterial, receipt, unique } from './fixtures.ts';

const API_ROOT = path.resolve(import.meta.dirname, '../..');
const name = `vlegal_kill_${process.pid}_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const u = new URL(TEST_PG_URL);
  u.pathname = `/${name}`;
  return u.toString();
})();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vlegal-kill-'));
let port = 0;
let server: ChildProcess | null = null;
let db: pg.Client;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function start() {
  server = spawn(process.execPath, ['src/main.ts'], {
    cwd: API_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      NODE_ENV: 'production',
      LOG_LEVEL: 'fatal',
      BCRYPT_COST: '4',
      RATE_LIMIT_AUTHENTICATE_PER_IP: '10000',
      RATE_LIMIT_AUTHENTICATE_PER_LOGIN: '10000',
    },
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/management/health`)).status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not start');
}

/** What the book fixtures need of a test app, over HTTP to the child server. */
function overHttp(password: string): TestApp {
  const tokens = new Map<string, string>();
  const call = async ({ method, url, token, payload, headers }: Record<string, unknown>) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method: String(method),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...(headers as Record<string, string> | undefined),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    const body = await res.text();
    return { statusCode: res.status, body, json: () => JSON.parse(body) };
  };
  return {
    call,
    async login(as: string) {
      const cached = tokens.get(as);
      if (cached) return cached;
      const res = await call({
        method: 'POST',
        url: '/api/authenticate',
        payload: { username: as, password, rememberMe: false },
      });
      if (res.statusCode !== 200) throw new Error(`login ${as}: ${res.statusCode} ${res.body}`);
      const token = (res.json() as { id_token: string }).id_token;
      tokens.set(as, token);
      return token;
    },
  } as unknown as TestApp;
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  port = await freePort();
  await start();
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
}, 240_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  await db?.end();
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('a server killed mid-burst leaves no half posting, and every answered posting kept', async () => {
  const password = fs.readFileSync(path.join(dataDir, 'initial-password'), 'utf8').trim();
  const t = overHttp(password);
  const b: Books = await booksOf(t);
  const post = async (url: string, payload?: Record<string, unknown>, key: string = randomUUID()) => {
    const res = await t.call({
      method: 'POST',
      url,
      token: b.token,
      payload,
      headers: { 'idempotency-key': key },
    } as never);
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  // Three items with stock to take from, and receipts to cancel.
  const items: { rawMaterialId: number; stockId: number; receipts: number[] }[] = [];
  for (let i = 0; i < 3; i++) {
    const rawMaterialId = await freshMaterial(t, b);
    const first = await post(
      '/api/import-materials',
      receipt(b, { rawMaterialId, receiptDate: '2026-09-01', documentDate: '2026-09-01', volumeM3: '500' }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    items.push({ rawMaterialId, stockId: Number(first.body.stockId), receipts: [] });
    for (let j = 0; j < 5; j++) {
      const extra = await post('/api/import-materials', receipt(b, { rawMaterialId, volumeM3: '3.2500' }));
      expect(extra.status).toBe(201);
      items[i]?.receipts.push(Number(extra.body.id));
    }
  }

  // The burst: 100 postings, 8 in flight at a time; the server is killed once 40 have been answered.
  const answered: { kind: 'receipt' | 'usage' | 'cancel'; id: number }[] = [];
  // Requests cut off by the kill, each with its key: retried once the server is back.
  const unanswered: {
    kind: 'receipt' | 'usage' | 'cancel';
    url: string;
    payload?: Record<string, unknown>;
    key: string;
  }[] = [];
  let settled = 0;
  let killed = false;
  const requests = Array.from({ length: 100 }, (_, n) => async () => {
    const item = items[n % 3] as (typeof items)[number];
    const kind = n % 10 === 9 && item.receipts.length ? 'cancel' : n % 2 ? 'usage' : 'receipt';
    const [url, payload] =
      kind === 'cancel'
        ? [`/api/import-materials/${item.receipts.shift()}/cancel`, { reason: 'Salah input' }]
        : kind === 'usage'
          ? [
              '/api/stocks-other',
              {
                stockId: item.stockId,
                businessUnitId: b.unitId,
                usageDate: `2026-10-${String((n % 28) + 1).padStart(2, '0')}`,
                usageType: 'WASTE',
                volumeM3: `${(n % 7) + 1}.${String(n).padStart(4, '0')}`,
                pieces: '1',
                // One text per request: a usage posted twice would show twice.
                reason: `Pecah ${n}`,
              },
            ]
          : [
              '/api/import-materials',
              receipt(b, { rawMaterialId: item.rawMaterialId, documentNumber: unique('SKSHHK-KILL') }),
            ];
    const key = randomUUID();
    try {
      const res = await post(url, payload, key);
      if (res.status === 200 || res.status === 201) answered.push({ kind, id: Number(res.body.id) });
    } catch {
      // Cut off by the kill: it may or may not have been committed; either must leave the books whole.
      unanswered.push({ kind, url, ...(payload ? { payload } : {}), key });
    } finally {
      settled++;
      if (settled >= 40 && !killed) {
        killed = true;
        server?.kill('SIGKILL');
      }
    }
  });
  const queue = [...requests];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await next();
    }),
  );
  console.log(
    `killed after ${settled} settled requests, ${answered.length} answered 200/201 before the kill`,
  );
  expect(killed).toBe(true);
  expect(answered.length).toBeGreaterThan(20);
  expect(answered.length).toBeLessThan(100);
  await new Promise<void>((resolve) => {
    if (server?.exitCode !== null || server?.signalCode) resolve();
    else server?.once('exit', () => resolve());
  });

  await start();
  // The restarted server posts again.
  const after = await post('/api/stocks-other', {
    stockId: items[0]?.stockId,
    businessUnitId: b.unitId,
    usageDate: '2026-10-30',
    usageType: 'WASTE',
    volumeM3: '0.0001',
    pieces: '0',
    reason: 'Setelah restart',
  });
  expect(after.status, JSON.stringify(after.body)).toBe(201);

  // Each request cut off by the kill, sent again with its key: answered as if it had been answered the
  // first time, whether it had committed or not, and posted once.
  expect(unanswered.length).toBeGreaterThan(0);
  for (const r of unanswered) {
    const res = await t.call({
      method: 'POST',
      url: r.url,
      token: b.token,
      payload: r.payload,
      headers: { 'idempotency-key': r.key },
    } as never);
    expect(res.statusCode, `${r.url}: ${res.body}`).toBe(r.kind === 'cancel' ? 200 : 201);
    answered.push({ kind: r.kind, id: Number((res.json() as { id: number }).id) });
  }
  console.log(`${unanswered.length} requests cut off by the kill, each retried with its key`);
  const { rows: twice } = await db.query(
    `SELECT reason, count(*)::int AS n FROM stock_other WHERE reason LIKE 'Pecah %' GROUP BY reason HAVING count(*) > 1`,
  );
  expect(twice).toEqual([]);

  // Every document has its entries and no more: a posted one one standing entry of its quantity, a
  // cancelled one every entry reversed once.
  const { rows: documents } = await db.query(`
    WITH docs AS (
      SELECT 'IMPORT_MATERIAL' AS source_type, id, status, volume_m3 FROM import_material
      UNION ALL
      SELECT 'STOCK_OTHER', id, status, -volume_m3 FROM stock_other
    )
    SELECT d.source_type, d.id, d.status, d.volume_m3::text AS volume,
      count(e.id) FILTER (WHERE e.reverses_id IS NULL AND r.id IS NULL)::int AS standing,
      (sum(e.volume_m3) FILTER (WHERE e.reverses_id IS NULL AND r.id IS NULL))::text AS standing_volume,
      count(e.id)::int AS entries, coalesce(sum(e.volume_m3), 0)::text AS net
    FROM docs d
    LEFT JOIN stock_credit e ON e.source_type = d.source_type AND e.source_id = d.id
    LEFT JOIN stock_credit r ON r.reverses_id = e.id
    GROUP BY d.source_type, d.id, d.status, d.volume_m3`);
  for (const d of documents) {
    const what = `${d.source_type} ${d.id} (${d.status})`;
    if (d.status === 'POSTED') {
      expect(d.standing, what).toBe(1);
      expect(d.standing_volume, what).toBe(d.volume);
    } else {
      expect(d.standing, what).toBe(0);
      expect(d.entries, what).toBe(2);
      expect(d.net, what).toBe('0.0000');
    }
  }
  // No entry without its document.
  const { rows: orphans } = await db.query(`
    SELECT count(*)::int AS n FROM stock_credit e
    WHERE (e.source_type = 'IMPORT_MATERIAL' AND NOT EXISTS (SELECT 1 FROM import_material d WHERE d.id = e.source_id))
      OR (e.source_type = 'STOCK_OTHER' AND NOT EXISTS (SELECT 1 FROM stock_other d WHERE d.id = e.source_id))
      OR (e.source_type = 'STOCK' AND NOT EXISTS (SELECT 1 FROM stock d WHERE d.id = e.source_id))`);
  expect(orphans[0].n).toBe(0);

  // Every stock: its cached balance and its month sums are the ledger's, and no day ends short.
  const { rows: stocks } = await db.query(`
    SELECT s.id, s.volume_m3::text AS v, s.weight_kg::text AS w, s.pieces::text AS p,
      coalesce((SELECT sum(volume_m3) FROM stock_credit e WHERE e.stock_id = s.id), 0)::numeric(16, 4)::text AS lv,
      coalesce((SELECT sum(weight_kg) FROM stock_credit e WHERE e.stock_id = s.id), 0)::numeric(16, 2)::text AS lw,
      coalesce((SELECT sum(pieces) FROM stock_credit e WHERE e.stock_id = s.id), 0)::numeric(16, 2)::text AS lp,
      (SELECT count(*)::int FROM (
        SELECT extract(year FROM movement_date) AS y, extract(month FROM movement_date) AS m, sum(volume_m3) AS v
        FROM stock_credit e WHERE e.stock_id = s.id GROUP BY 1, 2) l
        FULL JOIN (SELECT year AS y, month AS m, in_volume_m3 + out_volume_m3 AS v FROM stock_month
          WHERE stock_id = s.id) sm ON sm.y = l.y AND sm.m = l.m
        WHERE coalesce(l.v, 0) <> coalesce(sm.v, 0)) AS months_off
    FROM stock s`);
  expect(stocks.length).toBeGreaterThanOrEqual(3);
  for (const s of stocks) {
    expect({ v: s.v, w: s.w, p: s.p }, `stock ${s.id}`).toEqual({ v: s.lv, w: s.lw, p: s.lp });
    expect(s.months_off, `stock ${s.id} months`).toBe(0);
    const { rows: entries } = await db.query(
      `SELECT movement_date::text AS day, volume_m3::text AS v, weight_kg::text AS w, pieces::text AS p
       FROM stock_credit WHERE stock_id = $1`,
      [s.id],
    );
    expect(
      firstShortfall(entries.map((e) => ({ date: e.day, quantities: quantities(e.v, e.w, e.p) }))),
      `stock ${s.id}`,
    ).toBeNull();
  }

  // Every posting answered before the kill is there.
  for (const a of answered) {
    const table = a.kind === 'usage' ? 'stock_other' : 'import_material';
    const { rows } = await db.query(`SELECT status FROM ${table} WHERE id = $1`, [a.id]);
    expect(rows[0]?.status, `${a.kind} ${a.id}`).toBe(a.kind === 'cancel' ? 'CANCELLED' : 'POSTED');
  }
  // A receipt cut off by the kill drew no number: the numbers kept run without a gap.
  // Numbers count per unit and month (the seeded format `{SEQ}/RCV/{UNIT_CODE}/{ROMAN_MONTH}/{YYYY}` resets
  // monthly): the demo's own receipts run in their months' counters beside this burst's.
  const { rows: numbers } = await db.query(
    `SELECT business_unit_id || '/' || split_part(receipt_number, '/', 4) || '/' || split_part(receipt_number, '/', 5) AS counter,
       split_part(receipt_number, '/', 1)::int AS n
     FROM import_material ORDER BY 1, 2`,
  );
  const counters = new Map<string, number[]>();
  for (const r of numbers) counters.set(r.counter, [...(counters.get(r.counter) ?? []), r.n]);
  for (const [counter, drawn] of counters) expect(drawn, counter).toEqual(drawn.map((_, i) => i + 1));
});
