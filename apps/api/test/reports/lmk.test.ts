/**
 * The LMKB and LMKO through the API (docs/adr/0029-monthly-reports.md): a log stock's receipts, other usage
 * and a cancelled receipt land in their columns over whole months and over a period cut mid-month; closing
 * equals the ledger's balance; the report reaches only the caller's units; filing a month freezes its report
 * and closes it to postings, once per Idempotency-Key; an administrator reopens it with a reason, and the
 * report then shows what differs from the filing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Books,
  bookCalls,
  booksOf,
  freshMaterial,
  type Json,
  receipt,
  unique,
} from '../books/fixtures.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { sheetRows } from './sheet.ts';

let t: TestApp;
let b: Books;
let stockId = 0;
let otherUnitId = 0;

const { call, received } = bookCalls(
  () => t,
  () => b,
);

type Q = { volumeM3: string; weightKg: string; pieces: string };
type Line = Json & {
  stockId: number;
  opening: Q;
  columns: Record<string, Q>;
  closing: Q;
  ledgerClosing: Q;
  agrees: boolean;
  filedClosing?: Q | null;
  differsFromFiled?: boolean;
};
type Report = {
  lines: Line[];
  filing: Json | null;
  disagreements: number;
  filedDifferences?: number;
  total: Json;
};

const lmkb = async (start: string, end: string, extra = '', path = 'business-unit-lmkb', token = b.token) =>
  call('GET', `/api/${path}?startDate=${start}&endDate=${end}${extra}`, undefined, token);
const lineOf = (report: unknown) => (report as Report).lines.find((l) => l.stockId === stockId) as Line;
/** The columns that moved, as `column volume`, for a compact comparison. */
const moved = (line: Line) =>
  Object.entries(line.columns)
    .filter(([, q]) => Number(q.volumeM3) !== 0)
    .map(([column, q]) => `${column} ${q.volumeM3}`)
    .sort();

beforeAll(async () => {
  t = await createTestApp();
  b = await booksOf(t);
  // Logs of the large-log type, which its category reports in the LMKB.
  const types = (await call('GET', '/api/raw-material-types?size=100')).body as unknown as Json[];
  const kb = types.find((type) => type.code === 'KB') as Json;
  const rawMaterialId = await freshMaterial(t, b, { code: unique('KB'), rawMaterialTypeId: kb.id });
  const first = await received({
    rawMaterialId,
    receiptDate: '2026-09-10',
    volumeM3: '10.0000',
    pieces: '20',
  });
  stockId = Number(first.stockId);
  const usage = await call('POST', '/api/stocks-other', {
    stockId,
    businessUnitId: b.unitId,
    usageDate: '2026-09-20',
    usageType: 'WASTE',
    volumeM3: '1.5',
    pieces: '1',
    reason: 'Pecah',
  });
  expect(usage.status, JSON.stringify(usage.body)).toBe(201);
  const cancelled = await received({ rawMaterialId, receiptDate: '2026-10-05', volumeM3: '5', pieces: '5' });
  const cancel = await call('POST', `/api/import-materials/${cancelled.id}/cancel`, {
    reason: 'Salah input',
  });
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  await received({ rawMaterialId, receiptDate: '2026-10-12', volumeM3: '3', pieces: '4' });
  const units = (await call('GET', '/api/business-units?size=100', undefined, b.adminToken))
    .body as unknown as Json[];
  otherUnitId = Number(units.find((u) => u.id !== b.unitId)?.id);
}, 120_000);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

describe('the LMKB of a period', () => {
  it('puts each movement in its column over a whole month, and closes on the ledger balance', async () => {
    const res = await lmkb('2026-09-01', '2026-09-30');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const line = lineOf(res.body);
    expect(line.opening.volumeM3).toBe('0.0000');
    expect(moved(line)).toEqual(['fromSuppliers 10.0000', 'otherUsage 1.5000']);
    expect(line.columns.otherUsage?.pieces).toBe('1.00');
    expect(line.closing).toEqual({ volumeM3: '8.5000', weightKg: '0.00', pieces: '19.00' });
    expect(line.ledgerClosing).toEqual(line.closing);
    expect(line.agrees).toBe(true);
    expect(line.pieceUnit).toBe('batang');
    expect((res.body as unknown as Report).disagreements).toBe(0);
  });

  it('nets a cancelled receipt into its own column and reads the days of a month the period cuts', async () => {
    const res = await lmkb('2026-09-15', '2026-10-10');
    const line = lineOf(res.body);
    // The receipt of 10 September is the opening; the one of 5 October and its reversal cancel out.
    expect(line.opening.volumeM3).toBe('10.0000');
    expect(moved(line)).toEqual(['otherUsage 1.5000']);
    expect(line.closing.volumeM3).toBe('8.5000');
    expect(line.ledgerClosing.volumeM3).toBe('8.5000');
  });

  it('over two months adds up to the stock balance of today', async () => {
    const line = lineOf((await lmkb('2026-09-01', '2026-10-31')).body);
    expect(moved(line)).toEqual(['fromSuppliers 13.0000', 'otherUsage 1.5000']);
    expect(line.closing.volumeM3).toBe('11.5000');
    expect((await call('GET', `/api/stocks/${stockId}`)).body.volumeM3).toBe('11.5000');
  });

  it('keeps logs out of the LMKO, and finds a line by its item', async () => {
    const lmko = (await call('GET', '/api/business-unit-lmko?startDate=2026-09-01&endDate=2026-10-31')).body;
    expect(lineOf(lmko)).toBeUndefined();
    const found = await lmkb('2026-09-01', '2026-10-31', '&query=KB-');
    expect(lineOf(found.body)).toBeDefined();
    const none = await lmkb('2026-09-01', '2026-10-31', '&query=nothing-of-the-kind');
    expect((none.body as unknown as Report).lines).toEqual([]);
  });

  it('refuses a period that ends before it starts, naming the field', async () => {
    const res = await lmkb('2026-10-01', '2026-09-30');
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.map((e) => e.field)).toEqual(['endDate']);
  });

  it("answers another unit's report to no unit administrator, and every unit's to administrators", async () => {
    expect((await lmkb('2026-09-01', '2026-09-30', `&businessUnitId=${otherUnitId}`)).status).toBe(403);
    expect((await lmkb('2026-09-01', '2026-09-30', `&businessUnitId=${b.unitId}`, 'lmkb')).status).toBe(403);
    const admin = await lmkb('2026-09-01', '2026-09-30', `&businessUnitId=${b.unitId}`, 'lmkb', b.adminToken);
    expect(admin.status).toBe(200);
    expect(lineOf(admin.body).closing.volumeM3).toBe('8.5000');
    const verificator = await t.login('verificator');
    const checked = await lmkb(
      '2026-09-01',
      '2026-09-30',
      `&businessUnitId=${b.unitId}`,
      'lmkb',
      verificator,
    );
    expect(checked.status).toBe(200);
    expect((await lmkb('2026-09-01', '2026-09-30', '', 'lmkb', b.adminToken)).status).toBe(400);
  });
});

describe('the LMKB in Excel', () => {
  it('writes the figures of the JSON answer, the subtotals and total as formulas, in both languages', async () => {
    const period = 'startDate=2026-09-01&endDate=2026-10-31';
    const json = (await lmkb('2026-09-01', '2026-10-31')).body as unknown as Report & {
      total: { closing: Q; opening: Q };
    };
    const res = await t.call({
      method: 'GET',
      url: `/api/business-unit-lmkb-excel-report?${period}`,
      token: b.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="LMKB .*2026-09-01 2026-10-31\.xlsx"$/,
    );
    const rows = sheetRows(res.rawPayload);
    expect(rows[0]?.[0]).toBe('Laporan Mutasi Kayu Bulat (LMKB)');
    const titles = rows.find((row) => row[0] === 'No.') as string[];
    const closingM3 = titles.indexOf('Persediaan akhir (m³)');
    const suppliersM3 = titles.indexOf('Dari pemasok (m³)');
    expect(closingM3).toBeGreaterThan(0);
    const total = rows.find((row) => row[1] === 'Jumlah') as string[];
    expect(Number(total[closingM3])).toBeCloseTo(Number(json.total.closing.volumeM3), 4);
    const line = rows.find((row) => row[3] === lineOf(json).itemName) as string[];
    expect(Number(line[suppliersM3])).toBe(13);
    expect(Number(line[closingM3])).toBe(11.5);
    // Each subtotal is its group's lines summed by the sheet itself.
    const subtotals = rows.filter((row) => row[1]?.startsWith('Subtotal'));
    expect(subtotals.length).toBe((json as unknown as { groups: unknown[] }).groups.length);
    expect(subtotals.reduce((s, row) => s + Number(row[closingM3]), 0)).toBeCloseTo(
      Number(total[closingM3]),
      4,
    );

    // An English reader gets the same figures under English titles.
    const verificator = await t.login('verificator');
    const account = (await t.call({ method: 'GET', url: '/api/account', token: verificator })).json();
    const english = await t.call({
      method: 'POST',
      url: '/api/account',
      token: verificator,
      payload: { email: account.email, langKey: 'en' },
    });
    expect(english.statusCode, english.body).toBe(200);
    const en = await t.call({
      method: 'GET',
      url: `/api/lmkb-excel-report?${period}&businessUnitId=${b.unitId}`,
      token: await t.login('verificator'),
    });
    expect(en.statusCode, en.body).toBe(200);
    const enRows = sheetRows(en.rawPayload);
    expect(enRows[0]?.[0]).toBe('Log mutation report (LMKB)');
    const enTitles = enRows.find((row) => row[0] === 'No.') as string[];
    const enTotal = enRows.find((row) => row[1] === 'Total') as string[];
    expect(Number(enTotal[enTitles.indexOf('Closing stock (m³)')])).toBeCloseTo(
      Number(json.total.closing.volumeM3),
      4,
    );
  });
});

describe('filing a month', () => {
  const september = { year: 2026, month: 9 };
  const due = async () =>
    ((await call('GET', '/api/report-months-due?size=100')).body as unknown as Json[])
      .filter((m) => m.businessUnitId === b.unitId)
      .map((m) => `${m.year}-${m.month} by ${m.dueDate}`);

  it('lists the months due: those after the last filed one whose filing day has passed', async () => {
    const months = await due();
    expect(months).toContain('2026-9 by 2026-10-10');
    expect(months).toContain('2026-10 by 2026-11-10');
    // November's filing day is still to come.
    expect(months.some((m) => m.startsWith('2026-11'))).toBe(false);
    expect((await call('GET', `/api/report-months-due?businessUnitId=${otherUnitId}`)).status).toBe(403);
  });

  it('lets postings racing the filing land before it or be refused, never after it unseen', async () => {
    const types = (await call('GET', '/api/raw-material-types?size=100')).body as unknown as Json[];
    const kb = types.find((type) => type.code === 'KB') as Json;
    const rawMaterialId = await freshMaterial(t, b, { code: unique('KB'), rawMaterialTypeId: kb.id });
    const august = (day: number) => `2026-08-${String(day).padStart(2, '0')}`;
    const first = await received({
      rawMaterialId,
      receiptDate: august(1),
      documentDate: august(1),
      volumeM3: '1',
    });
    const raced = Number(first.stockId);
    const receipts = Array.from({ length: 12 }, (_, i) =>
      call(
        'POST',
        '/api/import-materials',
        receipt(b, {
          rawMaterialId,
          receiptDate: august(2 + i),
          documentDate: august(2 + i),
          volumeM3: '1',
          pieces: '1',
        }),
      ),
    );
    const filing = call('POST', '/api/business-unit-report-filings', { year: 2026, month: 8 });
    const answers = await Promise.all([...receipts.slice(0, 6), filing, ...receipts.slice(6)]);
    const filed = answers[6] as Awaited<typeof filing>;
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const posted = answers.filter((a, i) => i !== 6 && a.status === 201).length;
    for (const [i, a] of answers.entries())
      if (i !== 6 && a.status !== 201)
        expect(a.body.fieldErrors?.[0]?.message, JSON.stringify(a.body)).toBe('ledger.closedMonth');
    // The report as filed holds exactly what the ledger holds for August: nothing landed after it.
    const report = (await lmkb('2026-08-01', '2026-08-31')).body as unknown as Report;
    expect(report.filing).toMatchObject({ status: 'FILED' });
    const line = report.lines.find((l) => l.stockId === raced) as Line;
    expect(Number(line.closing.volumeM3)).toBe(1 + posted);
    const { rows } = await sql<{ v: string }>`
      SELECT sum(volume_m3)::text AS v FROM stock_credit
      WHERE stock_id = ${raced} AND movement_date <= '2026-08-31'`.execute(t.db.kysely);
    expect(Number(rows[0]?.v)).toBe(1 + posted);
  });

  it('freezes the reports and closes the month; a month not over, or filed twice, is refused', async () => {
    const notOver = await call('POST', '/api/business-unit-report-filings', { year: 2026, month: 11 });
    expect(notOver.status).toBe(400);
    expect(notOver.body.fieldErrors?.[0]?.message).toBe('report.monthNotOver');

    const filed = await call('POST', '/api/business-unit-report-filings', september);
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body).toMatchObject({ businessUnitId: b.unitId, status: 'FILED', filedBy: 'unitadmin' });

    const report = (await lmkb('2026-09-01', '2026-09-30')).body as unknown as Report;
    expect(report.filing).toMatchObject({ id: filed.body.id, status: 'FILED' });
    expect(lineOf(report).closing.volumeM3).toBe('8.5000');

    const late = await call('POST', '/api/import-materials', {
      ...(await receiptInto(stockId)),
      receiptDate: '2026-09-25',
    });
    expect(late.status).toBe(400);
    expect(late.body.fieldErrors?.[0]?.message).toBe('ledger.closedMonth');

    const again = await call('POST', '/api/business-unit-report-filings', september);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('report.filedAlready');
  });

  it('files once per Idempotency-Key: the retry gets the first answer', async () => {
    const key = unique('file');
    const send = () =>
      t.call({
        method: 'POST',
        url: '/api/business-unit-report-filings',
        token: b.token,
        headers: { 'idempotency-key': key },
        payload: { year: 2026, month: 10 },
      });
    const first = await send();
    const retry = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(first.json().id);
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM report_filing WHERE business_unit_id = ${b.unitId} AND year = 2026 AND month = 10`.execute(
      t.db.kysely,
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('is reopened by an administrator with a reason; the report then shows what differs from the filing', async () => {
    expect(
      (
        await call('POST', '/api/report-filings/reopen', {
          businessUnitId: b.unitId,
          ...september,
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    const blank = await call(
      'POST',
      '/api/report-filings/reopen',
      { businessUnitId: b.unitId, ...september, reason: ' ' },
      b.adminToken,
    );
    expect(blank.status).toBe(400);
    // Every month up to October is filed or closed by a later filing: none is due.
    expect(await due()).toEqual([]);
    // October, filed after September, closes it too: it is reopened first.
    const reopen = (month: number) =>
      call(
        'POST',
        '/api/report-filings/reopen',
        { businessUnitId: b.unitId, year: 2026, month, reason: 'Penerimaan 25 September belum dicatat' },
        b.adminToken,
      );
    const blocked = await reopen(9);
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('report.laterFiled');
    expect((await reopen(10)).status).toBe(200);
    const reopened = await reopen(9);
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'REOPENED', reopenedBy: 'admin' });
    const { rows: audits } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM audit_event WHERE principal = 'admin' AND data::text LIKE '%reopened%'`.execute(
      t.db.kysely,
    );
    expect(Number(audits[0]?.n)).toBeGreaterThan(0);

    const late = await call('POST', '/api/import-materials', {
      ...(await receiptInto(stockId)),
      receiptDate: '2026-09-25',
      volumeM3: '2',
      pieces: '2',
    });
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    const report = (await lmkb('2026-09-01', '2026-09-30')).body as unknown as Report;
    expect(report.filing).toMatchObject({
      status: 'REOPENED',
      reopenReason: 'Penerimaan 25 September belum dicatat',
    });
    const line = lineOf(report);
    expect(line.closing.volumeM3).toBe('10.5000');
    expect(line.filedClosing?.volumeM3).toBe('8.5000');
    expect(line.differsFromFiled).toBe(true);
    expect(report.filedDifferences).toBe(1);

    expect(await due()).toEqual(['2026-9 by 2026-10-10', '2026-10 by 2026-11-10']);
    const filings = (await call('GET', `/api/report-filings?businessUnitId=${b.unitId}`))
      .body as unknown as Json[];
    expect(filings.map((f) => `${f.year}-${f.month} ${f.status}`)).toEqual([
      '2026-10 REOPENED',
      '2026-9 REOPENED',
      '2026-8 FILED',
    ]);
    expect((await call('GET', `/api/report-filings?businessUnitId=${otherUnitId}`)).status).toBe(403);
  });
});

/** A receipt of the test's logs (the stock's raw material), a new transport document each time. */
async function receiptInto(id: number) {
  const stock = (await call('GET', `/api/stocks/${id}`)).body;
  return receipt(b, { rawMaterialId: stock.rawMaterialId, volumeM3: '1', pieces: '1' });
}
