/**
 * An approved V-Legal as a document (EXPORT-FACTS §1): SILK issues it through the job runner (barcode
 * stored, PUBLISHED), its PDF carries its number as text (a draft before approval, watermarked), and its
 * public check (JSON and the page its QR code opens) shows VALID to anybody with its code and nothing to a
 * wrong code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '@vlegal/domain/unit-validity';
import { failingAdapter } from '../../src/vlegal/silk.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { type Json, unique } from '../books/fixtures.ts';
import { ATTACHMENTS, shipmentOf } from './fixtures.ts';

const today = businessToday();
let t: TestApp;
const token: Record<string, string> = {};

const call = async (method: string, url: string, as?: string, payload?: Json) => {
  const res = await t.call({
    method: method as 'GET',
    url,
    ...(as ? { token: token[as] } : {}),
    ...(payload ? { payload } : {}),
  });
  return res;
};

/** A draft of the demo importer's next shipment: the demo's draft, copied with files and today's dates. */
async function application(): Promise<Json> {
  const [demo] = (await call('GET', '/api/vlegals?status=DRAFT&size=1', 'exporter')).json() as Json[];
  const full = (await call('GET', `/api/vlegals/${demo?.id}`, 'exporter')).json() as Json;
  return {
    ...shipmentOf(full),
    applicationDate: today,
    estimatedShipmentDate: today,
    invoiceDate: today,
    invoiceNumber: unique('INV'),
    ...ATTACHMENTS,
    materials: (full.materials as Json[]).map((line) => ({
      stockId: line.stockId,
      volumeM3: '0.0500',
      netWeightKg: '30',
      numberOfUnits: '1',
      value: '185',
    })),
  };
}

async function approved(): Promise<Json> {
  const made = await call('POST', '/api/vlegals', 'exporter', await application());
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().id;
  expect((await call('POST', `/api/vlegals/submit-verification/${id}`, 'exporter', {})).statusCode).toBe(200);
  const done = await call('POST', `/api/vlegals/approve/${id}`, 'verificator', {});
  expect(done.statusCode, done.body).toBe(200);
  return done.json() as Json;
}

/** The V-Legal once the job runner has dealt with it (or as it is after `ms`). */
async function settled(id: unknown, ms = 15_000): Promise<Json> {
  const until = Date.now() + ms;
  for (;;) {
    const row = (await call('GET', `/api/vlegals/${id}`, 'exporter')).json() as Json;
    if (row.integrationStatus !== 'SENT' || Date.now() > until) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pdfText = async (body: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  );

describe('an approved V-Legal', () => {
  beforeAll(async () => {
    t = await createTestApp({ config: (c) => ({ ...c, jobPollMs: 100 }) });
    for (const login of ['exporter', 'verificator', 'kudusadmin']) token[login] = await t.login(login);
  }, 400_000);
  afterAll(async () => {
    expect(t.app.responseValidationFailures).toEqual([]);
    await t.close();
  });

  it('is issued by SILK through the job runner: the message written, the barcode stored, PUBLISHED', async () => {
    const made = await approved();
    const row = await settled(made.id);
    expect(row).toMatchObject({ status: 'PUBLISHED', integrationStatus: 'ACKNOWLEDGED' });
    expect(String(row.barcode)).toMatch(/^\d{18}$/);
    const file = readdirSync(t.config.silkOutboxDir).find((name) =>
      name.includes(String(made.vlegalNumber).replace(/[^A-Za-z0-9._-]/g, '_')),
    );
    expect(file).toBeDefined();
    const xml = readFileSync(`${t.config.silkOutboxDir}/${file}`, 'utf8');
    expect(xml).toContain(String(made.vlegalNumber));
    expect(xml).not.toContain('password');
  });

  it('prints its number as text in its PDF; a draft prints DRAFT; another tenant reads neither', async () => {
    const made = await approved();
    const pdf = await call('POST', '/api/vlegals-export-pdf', 'exporter', { id: made.id });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(String(made.vlegalNumber));
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(String(made.vlegalNumber));
    expect(text).not.toContain('NOT VALID');
    const draft = await call('POST', '/api/vlegals', 'exporter', await application());
    const preview = await call('POST', '/api/vlegals-export-pdf', 'exporter', { id: draft.json().id });
    expect(preview.statusCode).toBe(200);
    expect(await pdfText(preview.rawPayload)).toContain('DRAFT');
    expect((await call('POST', '/api/vlegals-export-pdf', 'kudusadmin', { id: made.id })).statusCode).toBe(
      404,
    );
  });

  it('is checked in public by its code: VALID with its number; a wrong code learns nothing', async () => {
    const made = await approved();
    await settled(made.id);
    const check = await call('GET', `/api/vlegals-by-token/${made.token}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      verdict: 'VALID',
      vlegalNumber: made.vlegalNumber,
      destinationCountry: 'JP',
      validUntil: made.validUntil,
    });
    const wrong = await call('GET', '/api/vlegals-by-token/AAAAAAAAAAAAAAAAAAAAAA');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).not.toMatch(/\d{2}\.\d{5}-/);

    const page = await call('GET', `/vlegal-download/vlegal?token=${made.token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(String(made.vlegalNumber));
    expect(page.body).toContain('BERLAKU');
    expect(page.body).not.toContain('<script');
    expect(Buffer.byteLength(page.body)).toBeLessThan(30_000);
    const english = await call('GET', `/vlegal-download/vlegal?token=${made.token}&lang=en`);
    expect(english.body).toContain('VALID');
    const unknown = await call('GET', '/vlegal-download/vlegal?token=nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toMatch(/\d{2}\.\d{5}-/);
    const publicPdf = await call('GET', `/vlegal-download/vlegal.pdf?token=${made.token}`);
    expect(publicPdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(publicPdf.rawPayload)).toContain(String(made.vlegalNumber));
    // A draft has no code: nothing of it is public.
    const [draft] = (await call('GET', '/api/vlegals?status=DRAFT&size=1', 'exporter')).json() as Json[];
    expect(draft?.token).toBeNull();
  });

  it("holds the caller's documents in their language, with totals as formulas; another tenant's none", async () => {
    const made = await approved();
    const res = await call('POST', '/api/vlegals-export-excel', 'exporter', { status: 'APPROVED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(1).value).toBe('Daftar dokumen V-Legal');
    expect(sheet.getRow(4).values).toEqual(expect.arrayContaining(['Nomor V-Legal', 'Total volume (m³)']));
    const numbers = sheet.getColumn(3).values.slice(5);
    expect(numbers).toContain(made.vlegalNumber);
    const last = sheet.getRow(sheet.rowCount);
    expect((last.getCell(10).value as { formula: string }).formula).toMatch(/^SUM\(J5:J\d+\)$/);
    expect(sheet.getColumn(10).numFmt).toBe('#,##0.0000');
    const other = await call('POST', '/api/vlegals-export-excel', 'kudusadmin', {});
    expect(other.statusCode).toBe(200);
    const theirs = new ExcelJS.Workbook();
    await theirs.xlsx.load(other.rawPayload as unknown as ArrayBuffer);
    // The header block, the column titles and the totals: no row of another tenant.
    expect((theirs.worksheets[0] as ExcelJS.Worksheet).rowCount).toBe(5);
  });
});

describe('a licence SILK refuses', () => {
  let failing: TestApp;
  beforeAll(async () => {
    failing = await createTestApp({
      config: (c) => ({ ...c, jobPollMs: 100 }),
      silkAdapter: failingAdapter({ failures: 1, retryable: false }),
    });
    t = failing;
    for (const login of ['exporter', 'verificator']) token[login] = await failing.login(login);
  }, 400_000);
  afterAll(async () => {
    await failing.close();
  });

  it('stays APPROVED, marked FAILED with its job dead for an administrator, and is issued once retried', async () => {
    const made = await approved();
    const row = await settled(made.id);
    expect(row).toMatchObject({ status: 'APPROVED', integrationStatus: 'FAILED', barcode: null });
    const admin = await failing.login('admin');
    const [dead] = (
      await failing.call({ method: 'GET', url: '/management/jobs?status=DEAD&kind=silk', token: admin })
    ).json() as { id: number; lastError: string; payload: { vlegalId: number } }[];
    expect(dead).toMatchObject({ payload: { vlegalId: made.id } });
    expect(dead?.lastError).toMatch(/^SILK R99/);
    // SILK takes it now (the adapter refuses once): the retry sends it again and it is issued.
    const retried = await failing.call({
      method: 'POST',
      url: `/management/jobs/${dead?.id}/retry`,
      token: admin,
    });
    expect(retried.statusCode).toBe(200);
    const until = Date.now() + 15_000;
    let issued = row;
    while (issued.status !== 'PUBLISHED' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      issued = (await call('GET', `/api/vlegals/${made.id}`, 'exporter')).json() as Json;
    }
    expect(issued).toMatchObject({ status: 'PUBLISHED', integrationStatus: 'ACKNOWLEDGED' });
    expect(String(issued.barcode)).toMatch(/^\d{18}$/);
  });
});
