/**
 * An approved V-Legal as a document (EXPORT-FACTS §1): SILK issues it through the job runner (barcode
 * stored, PUBLISHED), its PDF carries its number as text (a draft before approval, watermarked), and its
 * public check (JSON and the page its QR code opens) shows VALID to anybody with its code and nothing to a
 * wrong code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '@vlegal/domain/unit-validity';
import { failingAdapter } from '../../src/vlegal/silk.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { startSmtp } from '../smtp.ts';
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

describe("a V-Legal's countries, totals, number and mail", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ config: (c) => ({ ...c, jobPollMs: 100, smtpUrl: smtp.url }) });
    for (const login of ['exporter', 'verificator', 'kudusadmin', 'admin'])
      token[login] = await t.login(login);
  }, 400_000);
  afterAll(async () => {
    expect(t.app.responseValidationFailures).toEqual([]);
    await t.close();
    await smtp.close();
  });

  it("fills each line's countries of harvest from the receipts that fed its stock, keeps those sent, prints them", async () => {
    const made = await call('POST', '/api/vlegals', 'exporter', await application());
    expect(made.statusCode, made.body).toBe(201);
    const line = (made.json().materials as Json[])[0] as Json;
    const filled = line.countries as Json[];
    expect(filled.length).toBeGreaterThan(0);
    expect(filled[0]).toMatchObject({ sortOrder: 1, vlegalMaterialId: line.id });
    // What the line's stock was made from: its receipts' countries, through productions and transfers.
    const { rows: fed } = await sql<{ country_id: number }>`
      SELECT DISTINCT r.country_of_harvest_id AS country_id FROM import_material r WHERE r.status = 'POSTED'
        AND r.business_unit_id = ${made.json().businessUnitId}`.execute(t.db.kysely);
    for (const country of filled) expect(fed.map((r) => r.country_id)).toContain(country.countryId);
    const listed = await call(
      'GET',
      `/api/vlegal-material-countries?vlegalMaterialId=${line.id}`,
      'exporter',
    );
    expect(listed.json()).toEqual(
      filled.map((c) => expect.objectContaining({ id: c.id, countryId: c.countryId })),
    );
    expect(
      (await call('GET', `/api/vlegal-material-countries?vlegalMaterialId=${line.id}`, 'kudusadmin')).json(),
    ).toEqual([]);
    expect((await call('POST', '/api/vlegal-material-countries', 'exporter', filled[0])).statusCode).toBe(
      405,
    );

    // The exporter names an imported species' real country: kept as sent, printed in box 13.
    const malaysia = (
      (await call('GET', '/api/_search/countries?query=Malaysia', 'exporter')).json() as Json[]
    ).find((c) => c.code === 'MY') as Json;
    const species = filled[0]?.scientificNameId;
    const body = {
      ...made.json(),
      materials: [{ ...line, countries: [{ scientificNameId: species, countryId: malaysia.id }] }],
    };
    const kept = await call('PUT', '/api/vlegals', 'exporter', body);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(((kept.json().materials as Json[])[0] as Json).countries).toEqual([
      expect.objectContaining({ scientificNameId: species, countryId: malaysia.id, sortOrder: 1 }),
    ]);
    const pdf = await call('POST', '/api/vlegals-export-pdf', 'exporter', { id: made.json().id });
    expect(await pdfText(pdf.rawPayload)).toMatch(/\bMY\b/);
    // The same species and country twice, or a line without any, is refused at the field.
    const twice = { scientificNameId: species, countryId: malaysia.id };
    const doubled = await call('PUT', '/api/vlegals', 'exporter', {
      ...body,
      materials: [{ ...line, countries: [twice, twice] }],
    });
    expect(doubled.statusCode).toBe(400);
    expect(doubled.json().fieldErrors).toEqual([
      expect.objectContaining({
        field: 'materials[0].countries[1].countryId',
        message: 'vlegal.countryOnce',
      }),
    ]);
    await call('PUT', '/api/vlegals', 'exporter', { ...body, materials: [{ ...line, countries: [] }] });
    const bare = await call('POST', `/api/vlegals/submit-verification/${made.json().id}`, 'exporter', {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fieldErrors).toEqual([
      expect.objectContaining({ field: 'materials[0].countries', message: 'vlegal.countryOfHarvest' }),
    ]);
  });

  it('adds up its lines, and what left stock under it once approved; previews its number without taking it', async () => {
    const draft = (await call('POST', '/api/vlegals', 'exporter', await application())).json() as Json;
    const totals = (await call('GET', `/api/vlegals-total-summary/${draft.id}`, 'exporter')).json() as Json;
    expect(totals).toMatchObject({
      vlegalId: draft.id,
      volumeM3: draft.totalVolumeM3,
      value: draft.totalValue,
    });
    expect((totals.byHsCode as Json[]).length).toBeGreaterThan(0);
    const before = (
      await call('GET', `/api/vlegals-actual-total-summary/${draft.id}`, 'exporter')
    ).json() as Json;
    expect(before).toMatchObject({ volumeM3: '0.0000', value: '0.00' });

    const numberUrl = `/api/vlegals-generate-number?businessUnitId=${draft.businessUnitId}&vlegalId=${draft.id}`;
    const preview = await call('GET', numberUrl, 'exporter');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ preview: true });
    expect(String(preview.json().vlegalNumber)).toMatch(/^\d{2}\.\d{5}-\d{5}\.\w+-ID-JP$/);
    // Previewed twice, the same number: nothing was taken; the approval draws it.
    const again = await call('GET', numberUrl, 'exporter');
    expect(again.json().vlegalNumber).toBe(preview.json().vlegalNumber);
    await call('POST', `/api/vlegals/submit-verification/${draft.id}`, 'exporter', {});
    const done = (await call('POST', `/api/vlegals/approve/${draft.id}`, 'verificator', {})).json() as Json;
    expect(done.vlegalNumber).toBe(preview.json().vlegalNumber);
    const drawn = await call('GET', numberUrl, 'exporter');
    expect(drawn.json()).toEqual({ vlegalId: draft.id, vlegalNumber: done.vlegalNumber, preview: false });
    const after = (
      await call('GET', `/api/vlegals-actual-total-summary/${draft.id}`, 'exporter')
    ).json() as Json;
    expect(after).toMatchObject({
      volumeM3: totals.volumeM3,
      netWeightKg: totals.netWeightKg,
      value: totals.value,
    });
    // Another tenant learns nothing of it.
    for (const url of [`/api/vlegals-total-summary/${draft.id}`, numberUrl])
      expect((await call('GET', url, 'kudusadmin')).statusCode).toBe(404);

    // Published by SILK, it is among the licences usable for a shipment; not for another tenant.
    await settled(draft.id);
    const usable = await call('GET', '/api/vlegals-published?size=100', 'exporter');
    expect((usable.json() as Json[]).map((v) => v.id)).toContain(draft.id);
    expect(Number(usable.headers['x-total-count'])).toBeGreaterThan(0);
    expect((await call('GET', '/api/vlegals-published', 'kudusadmin')).json()).toEqual([]);
    const integrations = (
      await call('GET', `/api/vlegal-integrations?vlegalId=${draft.id}`, 'exporter')
    ).json();
    expect(integrations).toEqual([
      expect.objectContaining({
        operation: 'ISSUE',
        status: 'SUCCESS',
        attempts: 1,
        externalReference: expect.stringMatching(/^\d{18}$/),
      }),
    ]);
    // Issued by SILK, it is not sent again.
    expect((await call('POST', `/api/vlegals/send-file/${draft.id}`, 'exporter')).statusCode).toBe(409);
  });

  it('mails its PDF to the addresses named, recorded in its history; refused to another tenant', async () => {
    const draft = (await call('POST', '/api/vlegals', 'exporter', await application())).json() as Json;
    await t.db.kysely
      .updateTable('app_user')
      .set({ first_name: 'Budi', last_name: 'Santoso' })
      .where('login', '=', 'exporter')
      .execute();
    const sent = await call('POST', '/api/vlegals-send-document', 'exporter', {
      vlegalId: draft.id,
      recipients: ['buyer@example.jp', 'Buyer@example.jp', 'bank@example.com'],
      message: 'Draft for your review.',
      langKey: 'en',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({
      vlegalId: draft.id,
      recipients: ['buyer@example.jp', 'bank@example.com'],
      queued: 2,
    });
    const mails = await t.db.kysely
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'body_text', 'attachment_name', 'attachment'])
      .where('template', '=', 'vlegalDocument')
      .where('recipient', 'in', ['buyer@example.jp', 'bank@example.com'])
      .execute();
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe(`V-Legal document ${draft.applicationNumber}`);
      expect(mail.body_text).toContain('Draft for your review.');
      // Named as a person to an importer who knows no login.
      expect(mail.body_text).toContain(`Budi Santoso sends you V-Legal document ${draft.applicationNumber}`);
      expect(mail.body_text).toContain('This is a draft');
      expect(mail.attachment_name).toMatch(/-draft\.pdf$/);
      expect(
        Buffer.from(mail.attachment as Buffer)
          .subarray(0, 4)
          .toString(),
      ).toBe('%PDF');
    }
    // Delivered over SMTP by the job runner, the PDF attached.
    const delivered = await smtp.waitFor('bank@example.com');
    expect(delivered.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(delivered.raw).toContain('-draft.pdf');
    const history = (
      await call('GET', `/api/vlegal-histories?vlegalId=${draft.id}`, 'exporter')
    ).json() as Json[];
    expect(history.at(-1)).toMatchObject({
      action: 'sendDocument',
      note: 'buyer@example.jp, bank@example.com',
    });
    const foreign = await call('POST', '/api/vlegals-send-document', 'kudusadmin', {
      vlegalId: draft.id,
      recipients: ['x@example.com'],
    });
    expect([403, 404]).toContain(foreign.statusCode);
    // Before approval there is nothing to send to SILK.
    expect((await call('POST', `/api/vlegals/send-file/${draft.id}`, 'exporter')).statusCode).toBe(409);
  });

  it('is corrected by an administrator through vlegals-admin; an exporter is refused that call', async () => {
    const draft = (await call('POST', '/api/vlegals', 'exporter', await application())).json() as Json;
    const full = (await call('GET', `/api/vlegals/${draft.id}`, 'admin')).json() as Json;
    const fixed = await call('PUT', '/api/vlegals-admin', 'admin', { ...full, vesselName: 'MV Corrected' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ vesselName: 'MV Corrected', lastModifiedBy: 'admin' });
    expect((await call('PUT', '/api/vlegals-admin', 'exporter', full)).statusCode).toBe(403);
  });
});

describe('the filing rule (VLEGAL_FILING_DAY)', () => {
  beforeAll(async () => {
    t = await createTestApp({ config: (c) => ({ ...c, vlegalFilingDay: 0, runJobs: false }) });
    token.exporter = await t.login('exporter');
  }, 400_000);
  afterAll(async () => {
    await t.close();
  });

  it("refuses a submission while last month's LMKB and LMKO are not filed, and takes it once they are", async () => {
    const draft = (await call('POST', '/api/vlegals', 'exporter', await application())).json() as Json;
    const refused = await call('POST', `/api/vlegals/submit-verification/${draft.id}`, 'exporter', {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual([
      expect.objectContaining({ field: 'applicationDate', message: 'vlegal.lastMonthNotFiled' }),
    ]);
    const [year, month] = today.split('-').map(Number) as [number, number];
    await t.db.kysely
      .insertInto('closed_month')
      .values({
        business_unit_id: Number(draft.businessUnitId),
        year: month === 1 ? year - 1 : year,
        month: month === 1 ? 12 : month - 1,
        closed_by: 'unitadmin',
      })
      .execute();
    const taken = await call('POST', `/api/vlegals/submit-verification/${draft.id}`, 'exporter', {});
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().status).toBe('SUBMITTED');
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

describe('a licence SILK refused, sent again by its exporter', () => {
  beforeAll(async () => {
    t = await createTestApp({
      config: (c) => ({ ...c, jobPollMs: 100 }),
      silkAdapter: failingAdapter({ failures: 1, retryable: false }),
    });
    for (const login of ['exporter', 'verificator']) token[login] = await t.login(login);
  }, 400_000);
  afterAll(async () => {
    expect(t.app.responseValidationFailures).toEqual([]);
    await t.close();
  });

  it('goes back to SILK through send-file: its message PENDING again, then issued; each attempt recorded', async () => {
    const made = await approved();
    expect(await settled(made.id)).toMatchObject({ status: 'APPROVED', integrationStatus: 'FAILED' });
    const [failed] = (
      await call('GET', `/api/vlegal-integrations?vlegalId=${made.id}`, 'exporter')
    ).json() as Json[];
    expect(failed).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      errorMessage: expect.stringMatching(/^SILK R99/),
    });
    expect(String(failed?.requestPayload)).toContain(String(made.vlegalNumber));
    const again = await call('POST', `/api/vlegals/send-file/${made.id}`, 'exporter');
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json()).toMatchObject({ id: failed?.id, status: 'PENDING', errorMessage: null });
    expect(again.json().jobId).not.toBe(failed?.jobId);
    expect(await settled(made.id)).toMatchObject({ status: 'PUBLISHED', integrationStatus: 'ACKNOWLEDGED' });
    const [issued] = (
      await call('GET', `/api/vlegal-integrations?vlegalId=${made.id}`, 'exporter')
    ).json() as Json[];
    expect(issued).toMatchObject({ id: failed?.id, status: 'SUCCESS', attempts: 2, errorMessage: null });
    expect((await call('POST', `/api/vlegals/send-file/${made.id}`, 'exporter')).statusCode).toBe(409);
  });
});
