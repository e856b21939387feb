/**
 * A unit administrator's bad input to a business permit, as a hurried or careless user sends it: each is
 * refused with a field error of the contract's problem type and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePagePdf } from '../src/seed/demo-documents.ts';
import { createTestApp, type TestApp } from './harness.ts';

const SETUP_MS = 180_000;
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let t: TestApp;
let token: string;
let unitId: number;
let permitTypeId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('unitadmin');
  const units = (await t.call({ method: 'GET', url: '/api/business-units', token })).json() as {
    id: number;
  }[];
  unitId = units[0]?.id as number;
  const types = (await t.call({ method: 'GET', url: '/api/business-permit-types', token })).json() as {
    id: number;
  }[];
  permitTypeId = types[0]?.id as number;
}, SETUP_MS);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

const permit = (extra: Record<string, unknown> = {}) => ({
  code: `IUI-${Math.random().toString(36).slice(2, 8)}`,
  validDate: '2024-01-10',
  expiredDate: '2029-01-09',
  businessPermitTypeId: permitTypeId,
  businessUnitId: unitId,
  fileAttachment: onePagePdf('IUI'),
  fileAttachmentContentType: 'application/pdf',
  ...extra,
});

const count = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('business_permit')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Sends the permit and expects it refused with a field error on `field`, the table unchanged. */
async function refused(body: Record<string, unknown>, field: string, status = 400) {
  const before = await count();
  const res = await t.call({ method: 'POST', url: '/api/business-permits', token, payload: body });
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect((res.json().fieldErrors as { field: string }[]).map((e) => e.field)).toContain(field);
  expect(await count()).toBe(before);
}

describe('a business permit refuses', () => {
  it('a program renamed .pdf: the bytes are not a PDF', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]);
    await refused(permit({ fileAttachment: exe.toString('base64') }), 'fileAttachment');
  });

  it('a picture sent as a PDF, and a media type the contract does not list', async () => {
    await refused(permit({ fileAttachment: PNG }), 'fileAttachment');
    await refused(
      permit({ fileAttachmentContentType: 'application/x-msdownload' }),
      'fileAttachmentContentType',
    );
  });

  it('a file larger than 2,600,000 bytes', async () => {
    const pdf = Buffer.from(onePagePdf('IUI'), 'base64');
    const big = Buffer.concat([pdf, Buffer.alloc(2_600_001 - pdf.length, 0x20)]);
    await refused(permit({ fileAttachment: big.toString('base64') }), 'fileAttachment');
  });

  it('an expiry before the permit takes effect', async () => {
    await refused(permit({ validDate: '2024-05-01', expiredDate: '2024-04-30' }), 'expiredDate');
  });

  it('a permit type that does not exist', async () => {
    await refused(permit({ businessPermitTypeId: 999_999 }), 'businessPermitTypeId');
  });

  it('a permit number the unit already holds, while another unit may hold it', async () => {
    const first = await t.call({
      method: 'POST',
      url: '/api/business-permits',
      token,
      payload: permit({ code: 'IUI-0001' }),
    });
    expect(first.statusCode, first.body).toBe(201);
    await refused(permit({ code: 'IUI-0001' }), 'code', 409);
    const admin = await t.login('admin');
    const other = (
      (await t.call({ method: 'GET', url: '/api/business-units?size=200', token: admin })).json() as {
        id: number;
      }[]
    ).find((unit) => unit.id !== unitId);
    const elsewhere = await t.call({
      method: 'POST',
      url: '/api/business-permits',
      token: admin,
      payload: permit({ code: 'IUI-0001', businessUnitId: other?.id }),
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });
});
