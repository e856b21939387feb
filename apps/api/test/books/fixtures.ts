/**
 * What the timber-book tests build through the API as a unit administrator would: a raw material of a
 * supplier that holds a valid certificate, and the master data a receipt names.
 */
import { expect } from 'vitest';
import type { TestApp } from '../harness.ts';

export interface Books {
  token: string;
  adminToken: string;
  unitId: number;
  rawMaterialId: number;
  supplierId: number;
  certificateId: number;
  transportTypeId: number;
  originId: number;
  importOriginId: number;
  indonesiaId: number;
  foreignCountryId: number;
}

type Rows = { id: number; [key: string]: unknown }[];
export type Json = Record<string, unknown>;
/** A body as the book tests read it: a row, or a problem with its field errors and the day short. */
export type Problem = Json & { fieldErrors?: Json[]; shortfall?: Json };

let sequence = 0;
/** A value no other test of the run uses (transport document numbers, codes). */
export const unique = (stem: string) =>
  `${stem}-${process.pid}-${++sequence}-${Math.random().toString(36).slice(2, 7)}`;

export async function booksOf(t: TestApp): Promise<Books> {
  const token = await t.login('unitadmin');
  const adminToken = await t.login('admin');
  const get = async (url: string) => (await t.call({ method: 'GET', url, token })).json() as Rows;
  const unitId = (await get('/api/business-units'))[0]?.id as number;
  const speciesId = (await get('/api/scientific-names?size=1'))[0]?.id as number;
  const typeId = (await get('/api/raw-material-types?size=1'))[0]?.id as number;
  const transportTypeId = (await get('/api/document-transport-types?size=1'))[0]?.id as number;
  const origins = await get('/api/origin-of-raw-materials?size=50');
  const countries = [
    ...(await get('/api/_search/countries?query=Indonesia')),
    ...(await get('/api/_search/countries?query=Malaysia')),
  ];
  const certificateTypeId = (await get('/api/business-certificate-types?size=1'))[0]?.id as number;
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await t.call({ method: 'POST', url, token, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number };
  };
  const supplier = await post('/api/suppliers', {
    name: unique('Perhutani KPH'),
    supplierType: 'PERHUTANI',
    countryId: countries.find((c) => c.code === 'ID')?.id,
    businessUnitId: unitId,
  });
  const rawMaterial = await post(`/api/raw-materials-by-supplier?supplierId=${supplier.id}`, {
    name: unique('Log Jati'),
    rawMaterialTypeId: typeId,
    scientificNameId: speciesId,
    trackPieces: true,
    businessUnitId: unitId,
  });
  const certificate = await post('/api/business-certificates', {
    businessCertificateTypeId: certificateTypeId,
    code: unique('S-PHPL'),
    holderName: 'Perum Perhutani',
    validDate: '2024-01-01',
    expiredDate: '2030-12-31',
    supplierId: supplier.id,
    businessUnitId: unitId,
  });
  return {
    token,
    adminToken,
    unitId,
    rawMaterialId: rawMaterial.id,
    supplierId: supplier.id,
    certificateId: certificate.id,
    transportTypeId,
    originId: origins.find((o) => o.isImport === false)?.id as number,
    importOriginId: origins.find((o) => o.isImport === true)?.id as number,
    indonesiaId: countries.find((c) => c.code === 'ID')?.id as number,
    foreignCountryId: countries.find((c) => c.code === 'MY')?.id as number,
  };
}

/** A receipt of logs from the books' supplier (any field overridden by `extra`). */
export const receipt = (b: Books, extra: Record<string, unknown> = {}) => ({
  businessUnitId: b.unitId,
  receiptDate: '2026-09-10',
  supplierId: b.supplierId,
  stockType: 'RAW_MATERIAL',
  rawMaterialId: b.rawMaterialId,
  documentTransportTypeId: b.transportTypeId,
  documentNumber: unique('SKSHHK'),
  documentDate: '2026-09-09',
  originOfRawMaterialId: b.originId,
  countryOfHarvestId: b.indonesiaId,
  volumeM3: '10.0000',
  pieces: '20',
  supplierCertificateId: b.certificateId,
  ...extra,
});

/** A new raw material of the books' supplier: a stock of its own for one test. */
export async function freshMaterial(
  t: TestApp,
  b: Books,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const template = (
    await t.call({ method: 'GET', url: `/api/raw-materials/${b.rawMaterialId}`, token: b.token })
  ).json() as { rawMaterialTypeId: number; scientificNameId: number };
  const res = await t.call({
    method: 'POST',
    url: `/api/raw-materials-by-supplier?supplierId=${b.supplierId}`,
    token: b.token,
    payload: {
      name: unique('Log'),
      rawMaterialTypeId: template.rawMaterialTypeId,
      scientificNameId: template.scientificNameId,
      trackPieces: true,
      businessUnitId: b.unitId,
      ...extra,
    },
  });
  if (res.statusCode !== 201) throw new Error(`raw material: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

/**
 * The calls of a book test, on its app and books as they are when called (a file sets them in `beforeAll`):
 * a request as the unit administrator (or as `token`), the balance of a stock, the size of the ledger, and a
 * refusal with its problem type (and field) that appends no entry.
 */
export function bookCalls(app: () => TestApp, books: () => Books) {
  async function call(method: string, url: string, payload?: Json, token = books().token) {
    const res = await app().call({ method: method as 'GET', url, token, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as Problem };
  }
  const balance = async (stockId: unknown) => (await call('GET', `/api/stocks/${stockId}`)).body.volumeM3;
  const ledgerSize = async () =>
    Number(
      (
        await app()
          .db.kysely.selectFrom('stock_credit')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  async function refused(
    method: string,
    url: string,
    payload: Json | undefined,
    status: number,
    type: string,
    field?: string,
    token = books().token,
  ) {
    const before = await ledgerSize();
    const res = await call(method, url, payload, token);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.type).toBe(type);
    if (field) expect((res.body.fieldErrors ?? []).map((e) => e.field)).toContain(field);
    expect(await ledgerSize()).toBe(before);
    return res.body;
  }
  /** The stocks of a raw material, and the balance of its first. */
  const stockOf = async (rawMaterialId: number) =>
    (await call('GET', `/api/stocks?rawMaterialId=${rawMaterialId}`)).body as unknown as Json[];
  const balanceOf = async (rawMaterialId: number) => (await stockOf(rawMaterialId))[0]?.volumeM3;
  /** A receipt booked (`extra` over the standard one), which must answer 201. */
  async function received(extra: Json = {}) {
    const res = await call('POST', '/api/import-materials', receipt(books(), extra));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }
  return { call, balance, ledgerSize, refused, stockOf, balanceOf, received };
}

/** A stock of new logs (counted in pieces) holding 10 m³ and 20 pieces from a receipt (or as `extra` says). */
export async function logs(t: TestApp, b: Books, extra: Json = {}): Promise<number> {
  const rawMaterialId = await freshMaterial(t, b, { code: unique('KB') });
  const res = await t.call({
    method: 'POST',
    url: '/api/import-materials',
    token: b.token,
    payload: receipt(b, { rawMaterialId, ...extra }),
  });
  const body = res.json() as Json;
  expect(res.statusCode, JSON.stringify(body)).toBe(201);
  return Number(body.stockId);
}

/** A domestic buyer of the books' unit, whom a local sale may go to. */
export async function domesticBuyer(t: TestApp, b: Books): Promise<number> {
  const res = await t.call({
    method: 'POST',
    url: '/api/buyers',
    token: b.token,
    payload: {
      name: unique('Pembeli'),
      buyerType: 'DOMESTIC',
      countryId: b.indonesiaId,
      businessUnitId: b.unitId,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return Number((res.json() as Json).id);
}
