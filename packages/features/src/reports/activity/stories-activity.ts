/**
 * What the activity report stories install: each report of October 2026 as the server answers it (its
 * rows searched and paged, the totals of all), an empty one, and the Excel workbook.
 */
import { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { fn } from 'storybook/test';
import { installUnitRows } from '../../books/documents/stories-support.ts';
import { receiptRows } from '../../books/documents/stories-receipt-rows.ts';

type Msw = { use: SetupWorker['use'] };
type Row = Record<string, unknown>;

/** The query of each Excel workbook asked for. */
export const activityExcelRequests = fn();

const unit = { businessUnitId: 1, businessUnitName: 'JJF-01 – Pabrik Tahunan' };

export const importRows: Row[] = [
  {
    importMaterialId: 101,
    ...unit,
    receiptNumber: 'RCV-2026-0041',
    receiptDate: '2026-10-03',
    partyType: 'SUPPLIER',
    partyName: 'CV Rimba Jati Lestari',
    documentTransportType: 'SKSHHK',
    documentNumber: 'SKSHHK-0091/2026',
    documentDate: '2026-10-02',
    originOfRawMaterial: 'Hutan rakyat Blora',
    countryOfHarvest: 'Indonesia',
    itemCode: 'RM-JATI-A1',
    itemName: 'Log jati A1',
    scientificName: 'Tectona grandis',
    tradeName: 'Jati',
    volumeM3: '24.5000',
    pieces: '62.00',
    weightKg: null,
    supplierCertificateNumber: 'SVLK-RJL-2025-07',
  },
  {
    importMaterialId: 102,
    ...unit,
    receiptNumber: 'RCV-2026-0044',
    receiptDate: '2026-10-14',
    partyType: 'SUB_CON',
    partyName: 'CV Gergaji Jaya',
    documentTransportType: 'NOTA_ANGKUTAN',
    documentNumber: 'NA-2026-118',
    documentDate: '2026-10-14',
    originOfRawMaterial: 'Jepara',
    countryOfHarvest: 'Indonesia',
    itemCode: 'RM-MHN-L1',
    itemName: 'Papan mahoni',
    scientificName: 'Swietenia macrophylla',
    tradeName: 'Mahoni',
    volumeM3: '8.2500',
    pieces: '410.00',
    weightKg: '5120.00',
    supplierCertificateNumber: null,
  },
];

export const productionRows: Row[] = [
  {
    productionId: 201,
    ...unit,
    productionNumber: 'PRD-2026-0017',
    productionDate: '2026-10-08',
    subConName: null,
    description: 'Penggergajian log jati',
    inputs: 'RM-JATI-A1 Log jati A1 12,0000 m³',
    outputs: 'PR-JATI-P1 Papan jati 6,6000 m³; PR-JATI-S1 Sisa potongan 1,2000 m³',
    inputVolumeM3: '12.0000',
    outputVolumeM3: '7.8000',
    yieldPercent: '65.00',
  },
  {
    productionId: 202,
    ...unit,
    productionNumber: 'PRD-2026-0019',
    productionDate: '2026-10-21',
    subConName: 'CV Gergaji Jaya',
    description: null,
    inputs: 'RM-MHN-L1 Papan mahoni 4,0000 m³',
    outputs: 'PR-MHN-K1 Komponen kursi 3,2000 m³',
    inputVolumeM3: '4.0000',
    outputVolumeM3: '3.2000',
    yieldPercent: '80.00',
  },
];

export const localSalesRows: Row[] = [
  {
    localSalesId: 301,
    localSalesMaterialId: 3011,
    ...unit,
    salesNumber: 'LS-2026-0032',
    salesDate: '2026-10-10',
    buyerName: 'PT Mebel Nusantara',
    invoiceNumber: 'INV-1032',
    documentTransportType: 'NOTA_ANGKUTAN',
    documentNumber: 'NA-2026-130',
    itemCode: 'PR-JATI-P1',
    itemName: 'Papan jati',
    scientificName: 'Tectona grandis',
    tradeName: 'Jati',
    volumeM3: '3.5000',
    pieces: '140.00',
    weightKg: null,
    unitPrice: '7500000.00',
    value: '26250000.00',
    currencyCode: 'IDR',
  },
  {
    localSalesId: 302,
    localSalesMaterialId: 3021,
    ...unit,
    salesNumber: 'LS-2026-0035',
    salesDate: '2026-10-24',
    buyerName: 'CV Kriya Jepara',
    invoiceNumber: null,
    documentTransportType: null,
    documentNumber: null,
    itemCode: 'PR-MHN-K1',
    itemName: 'Komponen kursi',
    scientificName: 'Swietenia macrophylla',
    tradeName: 'Mahoni',
    volumeM3: '1.2000',
    pieces: null,
    weightKg: '640.00',
    unitPrice: '950.00',
    value: '1140.00',
    currencyCode: 'USD',
  },
];

export const vlegalRows: Row[] = [
  {
    vlegalId: 401,
    ...unit,
    applicationNumber: 'APP-2026-0210',
    applicationDate: '2026-10-06',
    vlegalNumber: '26.01234-00001.008-ID-DE',
    issueDate: '2026-10-09',
    validUntil: '2027-01-07',
    status: 'PUBLISHED',
    buyerName: 'Holzhandel Berlin GmbH',
    destinationCountry: 'Jerman',
    invoiceNumber: 'EXP-2026-077',
    hsCodes: '4407.29, 9403.60',
    scientificNames: 'Tectona grandis',
    volumeM3: '18.4000',
    netWeightKg: '11040.00',
    units: '320.00',
    value: '48300.00',
    currencyCode: 'USD',
  },
  {
    vlegalId: 402,
    ...unit,
    applicationNumber: 'APP-2026-0215',
    applicationDate: '2026-10-19',
    vlegalNumber: null,
    issueDate: null,
    validUntil: null,
    status: 'SUBMITTED',
    buyerName: 'Tokyo Mokuzai KK',
    destinationCountry: 'Jepang',
    invoiceNumber: 'EXP-2026-081',
    hsCodes: '9403.60',
    scientificNames: 'Swietenia macrophylla',
    volumeM3: '6.0000',
    netWeightKg: '3600.00',
    units: '120.00',
    value: '2100000.00',
    currencyCode: 'JPY',
  },
];

export const vlegalPebRows: Row[] = [
  {
    vlegalId: 401,
    ...unit,
    vlegalNumber: '26.01234-00001.008-ID-DE',
    applicationNumber: 'APP-2026-0210',
    issueDate: '2026-10-09',
    validUntil: '2027-01-07',
    status: 'RELEASED',
    buyerName: 'Holzhandel Berlin GmbH',
    destinationCountry: 'Jerman',
    invoiceNumber: 'EXP-2026-077',
    pebNumber: '000123/KPU.01/2026',
    pebDate: '2026-10-20',
    approvedVolumeM3: '18.4000',
    exportedVolumeM3: '18.4000',
    pebMissing: false,
    expiresSoon: false,
    expired: false,
  },
  {
    vlegalId: 403,
    ...unit,
    vlegalNumber: '26.01234-00002.008-ID-NL',
    applicationNumber: 'APP-2026-0198',
    issueDate: '2026-10-02',
    validUntil: '2026-12-05',
    status: 'PUBLISHED',
    buyerName: 'Houtimport Rotterdam BV',
    destinationCountry: 'Belanda',
    invoiceNumber: 'EXP-2026-070',
    pebNumber: null,
    pebDate: null,
    approvedVolumeM3: '9.0000',
    exportedVolumeM3: '0.0000',
    pebMissing: true,
    expiresSoon: true,
    expired: false,
  },
];

const TOTALS: Record<string, Row> = {
  'import-materials-report': { volumeM3: '32.7500', pieces: '472.00', weightKg: '5120.00' },
  'productions-report': { inputVolumeM3: '16.0000', outputVolumeM3: '11.0000', yieldPercent: '68.75' },
  'local-sales-report': {
    volumeM3: '4.7000',
    pieces: '140.00',
    weightKg: '640.00',
    byCurrency: [
      { currencyCode: 'IDR', value: '26250000.00' },
      { currencyCode: 'USD', value: '1140.00' },
    ],
  },
  'vlegals-report': {
    volumeM3: '24.4000',
    netWeightKg: '14640.00',
    units: '440.00',
    byCurrency: [
      { currencyCode: 'JPY', value: '2100000.00' },
      { currencyCode: 'USD', value: '48300.00' },
    ],
  },
  'vlegals-peb-report': { approvedVolumeM3: '27.4000', exportedVolumeM3: '18.4000' },
};

export interface ActivityScenario {
  /** Every report answers no row. */
  empty?: boolean;
}

/** Installs the reports (and the units the administrators' picker offers). */
export function installActivity(msw: Msw, scenario: ActivityScenario = {}) {
  activityExcelRequests.mockClear();
  installUnitRows(msw, { businessUnit: receiptRows.businessUnit, company: receiptRows.company });
  const report = (path: string, all: Row[]) =>
    http.get(`*/api/${path}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const text = params.get('query')?.toLowerCase();
      const kept = scenario.empty
        ? []
        : text
          ? all.filter((row) =>
              Object.values(row).some((v) => typeof v === 'string' && v.toLowerCase().includes(text)),
            )
          : all;
      const page = Number(params.get('page') ?? 0);
      const size = Number(params.get('size') ?? 20);
      // The stories' totals are of every row; a search or an empty period counts its own.
      const sums = kept.length === all.length ? TOTALS[path] : {};
      return HttpResponse.json(
        {
          businessUnitId: params.has('businessUnitId') ? Number(params.get('businessUnitId')) : null,
          startDate: params.get('startDate'),
          endDate: params.get('endDate'),
          rows: kept.slice(page * size, (page + 1) * size),
          totals: { rows: kept.length, ...sums },
        },
        { headers: { 'X-Total-Count': String(kept.length) } },
      );
    });
  const excel = (path: string) =>
    http.get(`*/api/${path}`, ({ request }) => {
      activityExcelRequests(path, Object.fromEntries(new URL(request.url).searchParams));
      return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename="${path}.xlsx"`,
        },
      });
    });
  msw.use(
    report('import-materials-report', importRows),
    report('productions-report', productionRows),
    report('local-sales-report', localSalesRows),
    report('vlegals-report', vlegalRows),
    report('vlegals-peb-report', vlegalPebRows),
    excel('import-materials-excel-report'),
    excel('productions-excel-report'),
    excel('local-sales-excel-report'),
    excel('vlegals-excel-report'),
    excel('vlegals-peb-excel-report'),
  );
}
