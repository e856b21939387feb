/**
 * The demo data a first start creates: the demo company's legality documents, with real files and the
 * expiry status of today, and a second company whose administrator sees none of them.
 */
import { expiryStatus } from '@vlegal/domain/expiry';
import { businessToday } from '@vlegal/domain/unit-validity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_TENANT } from '../src/bootstrap.ts';
import { createTestApp, type TestApp } from './harness.ts';

const SETUP_MS = 180_000;
const DOCUMENTS = ['tdps', 'npwps', 'siups', 'upl-recommendations', 'ho-documents', 'company-certificates'];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, SETUP_MS);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

const rows = async (path: string, token: string) => {
  const res = await t.call({
    method: 'GET',
    url: `/api/${path}${path.includes('?') ? '&' : '?'}size=50`,
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>[];
};

describe('demo data', () => {
  it("gives the demo unit each legality document, with today's expiry status", async () => {
    const unitAdmin = await t.login('unitadmin');
    for (const path of DOCUMENTS) {
      const listed = await rows(path, unitAdmin);
      expect(listed, path).toHaveLength(1);
      const row = listed[0] as Record<string, unknown>;
      if ('expiryStatus' in row)
        expect(row.expiryStatus).toBe(expiryStatus(row.expiredDate, businessToday()));
    }
  });

  it('gives the demo unit its people, sites, S-LK scan, a permit with two products and a supplier certificate', async () => {
    const unitAdmin = await t.login('unitadmin');
    expect((await rows('employees', unitAdmin)).map((row) => row.jobPosition)).toEqual([
      'Direktur',
      'Manajer Ekspor',
    ]);
    for (const path of ['stuffing-addresses', 'factory-addresses', 'inventory-addresses'])
      expect(await rows(path, unitAdmin), path).toHaveLength(1);
    const permits = await rows('business-permits', unitAdmin);
    const iui = permits.find((permit) => permit.code === '503/0412/IUI/2022');
    expect(iui).toBeDefined();
    const products = (await rows('business-permit-products', unitAdmin)).filter(
      (product) => product.businessPermitId === iui?.id,
    );
    expect(products.map((p) => [p.productName, p.capacity, p.capacityUnit])).toEqual([
      ['Furniture kayu', 6000, 'SET'],
      ['Kayu gergajian', 2000, 'M3'],
    ]);
    const certificates = await rows('business-certificates', unitAdmin);
    expect(certificates.map((row) => row.holderName)).toContain('Perum Perhutani KPH Kendal');
    const [slk] = await rows('slk-certificates', unitAdmin);
    const scan = await t.call({
      method: 'GET',
      url: `/api/slk-certificates/${slk?.id}/certificate-file`,
      token: unitAdmin,
    });
    expect(scan.statusCode).toBe(200);
    expect(scan.headers['content-type']).toBe('application/pdf');
  });

  it('gives the demo unit its books: logs, sawn teak, two products, a supplier of its teak logs holding its certificate, and a sub-con', async () => {
    const unitAdmin = await t.login('unitadmin');
    const materials = await rows('raw-materials?sort=code', unitAdmin);
    expect(materials.map((row) => row.name)).toEqual(['Log Jati', 'Log Mahoni', 'Kayu gergajian jati']);
    const products = await rows('products?sort=code', unitAdmin);
    expect(products.map((row) => row.name)).toEqual(['Kursi taman jati', 'Meja taman jati']);
    const [supplier, ...others] = await rows('suppliers', unitAdmin);
    expect(others).toEqual([]);
    expect([supplier?.name, supplier?.supplierType]).toEqual(['Perum Perhutani KPH Kendal', 'PERHUTANI']);
    const supplied = await rows(`raw-materials-by-supplier?supplierId=${supplier?.id}`, unitAdmin);
    expect(supplied.map((row) => row.name)).toEqual(['Log Jati']);
    const certificates = await rows(`business-certificates?supplierId=${supplier?.id}`, unitAdmin);
    expect(certificates.map((row) => row.holderName)).toEqual(['Perum Perhutani KPH Kendal']);
    const [subCon] = await rows('sub-cons', unitAdmin);
    const worked = await rows(`products-by-subcon?subConId=${subCon?.id}`, unitAdmin);
    expect(worked.map((row) => row.name)).toEqual(['Kursi taman jati']);
    const declared = await rows(`business-certificates?subConId=${subCon?.id}`, unitAdmin);
    expect(declared.map((row) => row.code)).toEqual(['DKP/UKM/017/2025']);
  });

  it('keeps real files: a PDF a reader opens', async () => {
    const unitAdmin = await t.login('unitadmin');
    const [tdp] = await rows('tdps', unitAdmin);
    const res = await t.call({
      method: 'GET',
      url: `/api/tdps/${tdp?.id}/file-attachment`,
      token: unitAdmin,
    });
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    // The cross-reference table sits where the trailer says.
    const xref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
  });

  it("gives a second company whose unit administrator sees none of the first one's documents", async () => {
    const other = await t.login(OTHER_TENANT.login);
    for (const path of [...DOCUMENTS, 'raw-materials', 'products', 'suppliers', 'sub-cons'])
      expect(await rows(path, other), path).toEqual([]);
  });
});
