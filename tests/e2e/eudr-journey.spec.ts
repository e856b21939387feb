import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { onePagePdf } from './files.ts';
import { signIn } from './fixtures.ts';

/** Today in Jakarta (YYYY-MM-DD), the business day the books post on. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

/** The bearer token of the signed-in page. */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    () =>
      localStorage.getItem('jhi-authenticationToken') ?? sessionStorage.getItem('jhi-authenticationToken'),
  );
  expect(token).toBeTruthy();
  return token ?? '';
}

type Json = Record<string, unknown>;

/** A call of the API as the signed-in user of `page`; anything but success fails the test, named. */
async function api(page: Page, method: 'GET' | 'POST', url: string, data?: Json): Promise<Json & Json[]> {
  const res = await page.request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    ...(data ? { data } : {}),
  });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** The id of the master-data row a search finds first, checked by its code. */
async function masterId(page: Page, resource: string, code: string): Promise<number> {
  const rows = await api(page, 'GET', `/api/_search/${resource}?query=${encodeURIComponent(code)}&size=100`);
  const row = rows.find((r) => r.code === code);
  expect(row, `${resource} ${code}`).toBeTruthy();
  return Number(row?.id);
}

/** A square plot of about 3 ha south of Blora, Central Java, `east` steps of 0.002° apart. */
const square = (east: number) => {
  const [x, y] = [111.41 + east * 0.002, -7.02];
  const d = 0.0016;
  return {
    type: 'Polygon',
    coordinates: [
      [
        [x, y],
        [x + d, y],
        [x + d, y - d],
        [x, y - d],
        [x, y],
      ],
    ],
  };
};

test.use({ actionTimeout: 15_000 });

test("an EU buyer's data pack names exactly the plots its chairs' logs came from: imported, received, sawn, made into chairs, exported, and traced", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const suffix = String(Date.now() % 1_000_000);
  const codes = { a: `BLORA-A-${suffix}`, b: `BLORA-B-${suffix}`, line: `BLORA-X-${suffix}` };
  const plots = {
    type: 'FeatureCollection',
    features: [
      { code: codes.a, geometry: square(0) },
      { code: codes.b, geometry: square(1) },
      // A track along the road is no plot: the EU's rules refuse a line.
      {
        code: codes.line,
        geometry: {
          type: 'LineString',
          coordinates: [
            [111.42, -7.03],
            [111.43, -7.04],
          ],
        },
      },
    ].map(({ code, geometry }) => ({
      type: 'Feature',
      geometry,
      properties: {
        PlotCode: code,
        ProducerName: 'KPH Randublatung',
        ProducerCountry: 'ID',
        ProductionPlace: 'Blora, Jawa Tengah',
        Area: 3.1,
        HarvestStartDate: '2026-06-01',
        HarvestEndDate: '2026-08-31',
      },
    })),
  };

  // 1. The unit administrator imports the forest district's plots: two stored, the line refused by its rule.
  await signIn(page, 'unitadmin');
  await page
    .getByRole('navigation', { name: 'Menu utama' })
    .getByRole('link', { name: 'Petak tebangan' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Petak tebangan' })).toBeVisible();
  await page.getByRole('link', { name: 'Impor dari berkas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Impor petak tebangan' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'petak-blora.geojson',
    mimeType: 'application/geo+json',
    buffer: Buffer.from(JSON.stringify(plots)),
  });
  await expect(page.getByText('petak-blora.geojson (GeoJSON, 3 petak)')).toBeVisible();
  await page.getByRole('button', { name: 'Impor', exact: true }).click();
  await expect(page.getByText('2 disimpan, 0 tidak berubah (sudah tersimpan), 1 ditolak.')).toBeVisible();
  const outcomes = page.getByRole('table', { name: 'Petak dalam berkas, sesuai urutannya' });
  for (const code of [codes.a, codes.b])
    await expect(outcomes.getByRole('row').filter({ hasText: code })).toContainText('Disimpan');
  const refused = outcomes.getByRole('row').filter({ hasText: codes.line });
  await expect(refused).toContainText('Ditolak');
  await expect(refused).toContainText('Garis (LineString) bukan petak.');

  // 2. Logs received from two of those plots, sawn, and made into chairs (through the API: the timber
  // journey walks these forms), each item new, so that first in, first out reaches these logs alone.
  const [unit] = await api(page, 'GET', '/api/business-units?size=1');
  const unitId = Number(unit?.id);
  const suppliers = await api(page, 'GET', `/api/suppliers?businessUnitId=${unitId}&size=50`);
  const supplier = suppliers.find((s) => s.code === 'SUP-001');
  const [certificate] = await api(
    page,
    'GET',
    `/api/business-certificates?supplierId=${supplier?.id}&size=1`,
  );
  const materials = await api(page, 'GET', `/api/raw-materials?businessUnitId=${unitId}&size=50`);
  const teakLogs = materials.find((m) => m.code === 'KB-JATI');
  const products = await api(page, 'GET', `/api/products?businessUnitId=${unitId}&size=50`);
  const chairs = products.find((p) => p.code === 'GC-01');
  const material = async (name: string) =>
    Number(
      (
        await api(page, 'POST', `/api/raw-materials-by-supplier?supplierId=${supplier?.id}`, {
          name: `${name} ${suffix}`,
          rawMaterialTypeId: teakLogs?.rawMaterialTypeId,
          scientificNameId: teakLogs?.scientificNameId,
          trackPieces: false,
          businessUnitId: unitId,
        })
      ).id,
    );
  const logsId = await material('Log jati EUDR');
  const sawnId = await material('Kayu gergajian jati EUDR');
  const chairsId = Number(
    (
      await api(page, 'POST', '/api/products', {
        name: `Kursi taman jati EUDR ${suffix}`,
        commercialDescription: chairs?.commercialDescription,
        hsCodeId: chairs?.hsCodeId,
        scientificNameId: chairs?.scientificNameId,
        unitName: chairs?.unitName,
        isComposite: false,
        businessUnitId: unitId,
        active: true,
      })
    ).id,
  );
  const stored = await api(page, 'GET', `/api/harvest-plots?businessUnitId=${unitId}&size=200&sort=id,desc`);
  const plotIds = [codes.a, codes.b].map((code) => Number(stored.find((p) => p.plotCode === code)?.id));
  const receipt = await api(page, 'POST', '/api/import-materials', {
    businessUnitId: unitId,
    receiptDate: today,
    supplierId: supplier?.id,
    stockType: 'RAW_MATERIAL',
    rawMaterialId: logsId,
    documentTransportTypeId: await masterId(page, 'document-transport-types', 'SKSHHK'),
    documentNumber: `SKSHHK-EUDR-${suffix}`,
    documentDate: today,
    originOfRawMaterialId: supplier?.originOfRawMaterialId,
    countryOfHarvestId: await masterId(page, 'countries', 'ID'),
    volumeM3: '4.0000',
    supplierCertificateId: certificate?.id,
    harvestPlots: plotIds.map((harvestPlotId) => ({ harvestPlotId })),
  });
  const produced = async (from: unknown, input: string, output: Json) =>
    api(page, 'POST', '/api/productions', {
      businessUnitId: unitId,
      productionDate: today,
      description: `EUDR ${suffix}`,
      sources: [{ stockId: from, volumeM3: input }],
      outputs: [output],
    });
  const sawing = await produced(receipt.stockId, '4.0000', {
    stockType: 'RAW_MATERIAL',
    rawMaterialId: sawnId,
    volumeM3: '2.5000',
  });
  const chairMaking = await produced((sawing.outputs as Json[])[0]?.stockId, '2.5000', {
    stockType: 'PRODUCT',
    productId: chairsId,
    volumeM3: '1.6000',
  });
  const chairStock = (chairMaking.outputs as Json[])[0]?.stockId;

  // 3. The exporter applies for the licence of a shipment of those chairs to Rotterdam.
  const exporter = await (await browser.newContext()).newPage();
  await signIn(exporter, 'exporter');
  const buyers = await api(exporter, 'GET', `/api/buyers?businessUnitId=${unitId}&size=50`);
  const pdf = onePagePdf().toString('base64');
  const vlegal = await api(exporter, 'POST', '/api/vlegals', {
    businessUnitId: unitId,
    applicationDate: today,
    buyerId: buyers.find((x) => x.code === 'BYR-NL-01')?.id,
    countryOfDestinationId: await masterId(exporter, 'countries', 'NL'),
    portOfLoadingId: await masterId(exporter, 'sea-ports', 'IDSRG'),
    portOfDischargeId: await masterId(exporter, 'sea-ports', 'NLRTM'),
    transportationId: await masterId(exporter, 'transportations', 'SEA'),
    estimatedShipmentDate: today,
    invoiceNumber: `INV/EUDR/${suffix}`,
    invoiceDate: today,
    currencyId: await masterId(exporter, 'currencies', 'EUR'),
    incoterm: 'FOB',
    invoiceFile: pdf,
    invoiceFileContentType: 'application/pdf',
    packingListFile: pdf,
    packingListFileContentType: 'application/pdf',
    applicationLetterFile: pdf,
    applicationLetterFileContentType: 'application/pdf',
    materials: [
      { stockId: chairStock, volumeM3: '1.2000', netWeightKg: '720', numberOfUnits: '40', value: '5200' },
    ],
  });

  // Submitted and approved (the V-Legal journey walks these screens): the export is posted.
  const decide = (who: Page, action: string, seenStatus: string) =>
    api(who, 'POST', `/api/vlegals/${action}/${vlegal.id}`, { seenStatus });
  await decide(exporter, 'submit-verification', 'DRAFT');
  const verificator = await (await browser.newContext()).newPage();
  await signIn(verificator, 'verificator');
  const approved = await decide(verificator, 'approve', 'SUBMITTED');
  expect(approved.status).toBe('APPROVED');

  // 4. Its view offers the data pack: ready, naming the two plots its export drew from, not the refused line.
  await exporter.goto(`/app/business-unit-export/vlegal/${vlegal.id}/view`);
  const pack = exporter.getByRole('region', { name: 'Paket data UE (EUDR)' });
  await expect(pack.getByText('Siap diberikan kepada pembeli: 2 petak tebangan.')).toBeVisible();
  await expect(pack).toContainText('Baris 1: 2 petak, dari ekspornya yang tercatat.');
  const download = exporter.waitForEvent('download');
  await pack.getByRole('button', { name: 'Unduh GeoJSON petak' }).click();
  const collection = JSON.parse(await readFile(await (await download).path(), 'utf8')) as {
    features: { geometry: { coordinates: number[][][] }; properties: Json }[];
  };
  // Exactly the two squares, by their first corner, with the EU's properties.
  expect(collection.features.map((f) => f.geometry.coordinates[0]?.[0]).sort()).toEqual([
    [111.41, -7.02],
    [111.412, -7.02],
  ]);
  for (const feature of collection.features)
    expect(feature.properties).toEqual({
      ProducerName: 'KPH Randublatung',
      ProducerCountry: 'ID',
      ProductionPlace: 'Blora, Jawa Tengah',
      Area: 3.1,
    });

  // 5. The line's trace shows the chain: the chairs made of the sawn teak, sawn of the logs received, and the
  // two plots the logs came from.
  await pack.getByRole('link', { name: 'Telusuri asal kayu baris 1' }).click();
  await expect(
    exporter.getByRole('heading', {
      level: 1,
      name: `Penelusuran EUDR Asal kayu V-Legal ${approved.vlegalNumber}`,
    }),
  ).toBeVisible();
  const chain = exporter.getByRole('region', { name: 'Rantai dokumen' });
  for (const number of [
    approved.vlegalNumber,
    chairMaking.productionNumber,
    sawing.productionNumber,
    receipt.receiptNumber,
  ])
    await expect(chain).toContainText(String(number));
  await expect(chain).toContainText(codes.a);
  await expect(chain).toContainText(codes.b);
  const traced = exporter.getByRole('region', { name: 'Petak tebangan' });
  for (const code of [codes.a, codes.b])
    await expect(traced.getByRole('row').filter({ hasText: code })).toContainText('KPH Randublatung');
  await expect(exporter.getByRole('main')).not.toContainText(codes.line);

  // From a plot forward, the unit administrator sees the same chain end at the V-Legal.
  await page.goto(`/app/business-unit-import/harvest-plot/${plotIds[0]}/view`);
  await page.getByRole('link', { name: 'Ke mana kayunya pergi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(codes.a) })).toBeVisible();
  const onward = page.getByRole('region', { name: 'Rantai dokumen' });
  for (const number of [
    receipt.receiptNumber,
    sawing.productionNumber,
    chairMaking.productionNumber,
    approved.vlegalNumber,
  ])
    await expect(onward).toContainText(String(number));
});
