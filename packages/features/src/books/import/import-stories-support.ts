/**
 * Fixed rows of the import, sales and transfer stories (a unit's suppliers, sub-contractor, buyers, items,
 * certificates, receipts and their ledger entries) and the calls the mock store does not serve: the links
 * between parties and items, a receipt's cancellation and the posting's refusals.
 */
import { PROBLEM_STATUS, PROBLEM_TITLES, PROBLEM_TYPES, type ProblemTypeName } from '@vlegal/domain/problems';
import { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { installStore } from '../../resource-screens/stories-support.tsx';

type Msw = { use: SetupWorker['use'] };
type Rows = Record<string, unknown>[];

/** A unit's administrator: keeps the unit's suppliers and receipts. */
export const UNIT_ADMIN = ['ROLE_USER', 'ROLE_USER_ADMIN'];
/** The system's administrator: every unit's records, through the mirror pages. */
export const ADMIN = ['ROLE_USER', 'ROLE_ADMIN'];

export const UNIT = { id: 1, code: 'JJF-01', name: 'Pabrik Tahunan', companyId: 1, active: true };

const audit = {
  createdBy: 'unitadmin',
  createdDate: '2026-11-10T02:15:00Z',
  lastModifiedBy: null,
  lastModifiedDate: null,
};
const item = { businessUnitId: 1, active: true, scientificNameId: 1, description: null };

export const rawMaterials: Rows = [
  {
    id: 1,
    code: 'RM-JATI-A1',
    name: 'Log jati A1',
    rawMaterialTypeId: 1,
    trackPieces: true,
    trackWeight: false,
    ...item,
  },
  {
    id: 2,
    code: 'RM-MHN-G',
    name: 'Kayu gergajian mahoni',
    rawMaterialTypeId: 1,
    trackPieces: false,
    trackWeight: false,
    ...item,
  },
  {
    id: 3,
    code: 'RM-SNG',
    name: 'Log sengon',
    rawMaterialTypeId: 1,
    trackPieces: false,
    trackWeight: true,
    ...item,
  },
];

export const products: Rows = [
  {
    id: 1,
    code: 'PRD-MEJA',
    name: 'Meja makan jati',
    commercialDescription: 'Meja makan enam kursi',
    hsCodeId: 1,
    unitName: 'PCS',
    ...item,
  },
];

const rows = {
  businessUnit: [UNIT, { id: 2, code: 'MLK-01', name: 'Mebel Lestari Kudus', companyId: 2, active: true }],
  supplier: [
    {
      id: 1,
      code: 'SUP-01',
      name: 'UD Jati Makmur',
      supplierType: 'COMMUNITY_FOREST',
      originOfRawMaterialId: 1,
      taxId: '01.234.567.8-517.000',
      permitNumber: null,
      countryId: 1,
      addressId: null,
      contactPerson: 'Pak Slamet',
      phone: '+62 291 598877',
      email: null,
      businessUnitId: 1,
      active: true,
      ...audit,
    },
    {
      id: 2,
      code: 'SUP-02',
      name: 'Borneo Timber Sdn Bhd',
      supplierType: 'FOREIGN_SUPPLIER',
      originOfRawMaterialId: 2,
      taxId: null,
      permitNumber: null,
      countryId: 2,
      addressId: null,
      contactPerson: null,
      phone: null,
      email: null,
      businessUnitId: 1,
      active: true,
      ...audit,
    },
  ],
  subCon: [
    {
      id: 1,
      code: 'SUB-01',
      name: 'CV Ukir Mulia',
      taxId: null,
      permitNumber: null,
      scopeOfWork: 'Pengeringan dan pengukiran',
      addressId: null,
      contactPerson: 'Bu Ratna',
      phone: null,
      email: null,
      businessUnitId: 1,
      active: true,
      ...audit,
    },
  ],
  rawMaterial: rawMaterials,
  product: products,
  buyer: [
    {
      id: 1,
      code: 'BYR-01',
      name: 'CV Mebel Sejahtera',
      buyerType: 'DOMESTIC',
      taxId: '02.345.678.9-518.000',
      countryId: 1,
      addressId: null,
      contactPerson: 'Pak Hadi',
      phone: '+62 291 591122',
      email: null,
      businessUnitId: 1,
      active: true,
      ...audit,
    },
    {
      id: 2,
      code: 'BYR-02',
      name: 'Gartenmöbel Hoffmann GmbH',
      buyerType: 'FOREIGN',
      taxId: null,
      countryId: 2,
      addressId: null,
      contactPerson: 'Frau Hoffmann',
      phone: null,
      email: 'einkauf@hoffmann-garten.de',
      businessUnitId: 1,
      active: true,
      ...audit,
    },
  ],
  businessCertificateType: [
    { id: 1, code: 'S-LK', description: 'Sertifikat Legalitas Kayu', validDate: '2020-01-01', active: true },
    {
      id: 2,
      code: 'DKP',
      description: 'Deklarasi Kesesuaian Pemasok',
      validDate: '2020-01-01',
      active: true,
    },
  ],
  businessCertificate: [
    {
      id: 1,
      businessCertificateTypeId: 1,
      code: 'SLK-0417/2024',
      holderName: 'UD Jati Makmur',
      issuer: 'PT Sucofindo',
      validDate: '2024-07-01',
      expiredDate: '2030-06-30',
      status: 'VALID',
      fileAttachment: null,
      fileAttachmentContentType: null,
      supplierId: 1,
      subConId: null,
      businessUnitId: 1,
    },
    {
      id: 2,
      businessCertificateTypeId: 2,
      code: 'DKP-0088/2025',
      holderName: 'UD Jati Makmur',
      issuer: 'Dinas Kehutanan Jawa Tengah',
      validDate: '2025-12-21',
      expiredDate: '2026-12-20',
      status: 'VALID',
      fileAttachment: null,
      fileAttachmentContentType: null,
      supplierId: 1,
      subConId: null,
      businessUnitId: 1,
    },
    {
      id: 3,
      businessCertificateTypeId: 2,
      code: 'DKP-0012/2023',
      holderName: 'UD Jati Makmur',
      issuer: 'Dinas Kehutanan Jawa Tengah',
      validDate: '2023-04-01',
      expiredDate: '2025-03-31',
      status: 'VALID',
      fileAttachment: null,
      fileAttachmentContentType: null,
      supplierId: 1,
      subConId: null,
      businessUnitId: 1,
    },
  ],
  originOfRawMaterial: [
    {
      id: 1,
      code: 'HR',
      description: 'Hutan rakyat',
      isImport: false,
      requiresCertificate: true,
      active: true,
    },
    { id: 2, code: 'IMP', description: 'Impor', isImport: true, requiresCertificate: false, active: true },
  ],
  documentTransportType: [{ id: 1, code: 'NA', description: 'Nota Angkutan', active: true }],
  importMaterial: [
    {
      id: 1,
      businessUnitId: 1,
      receiptNumber: 'PNR/JJF-01/2026/11/0001',
      receiptDate: '2026-11-10',
      supplierId: 1,
      subConId: null,
      stockType: 'RAW_MATERIAL',
      rawMaterialId: 1,
      productId: null,
      stockId: 1,
      documentTransportTypeId: 1,
      documentNumber: 'NA-0012345',
      documentDate: '2026-11-09',
      originOfRawMaterialId: 1,
      countryOfHarvestId: 1,
      scientificNameId: 1,
      volumeM3: '12.5000',
      weightKg: null,
      pieces: '48.00',
      supplierCertificateId: 1,
      supplierCertificateNumber: 'SLK-0417/2024',
      supplierCertificateExpiredDate: '2030-06-30',
      invoiceNumber: 'INV-2026-311',
      invoiceDate: '2026-11-09',
      vehicleNumber: 'K 1234 AB',
      pibNumber: null,
      pibDate: null,
      billOfLadingNumber: null,
      importRecommendationNumber: null,
      unitPrice: null,
      currencyId: null,
      harvestGeolocation: '{"type":"Point","coordinates":[110.67,-6.59]}',
      attachment: null,
      attachmentContentType: null,
      status: 'POSTED',
      notes: null,
      allowedActions: ['cancel'],
      ...audit,
    },
    {
      id: 2,
      businessUnitId: 1,
      receiptNumber: 'PNR/JJF-01/2026/11/0002',
      receiptDate: '2026-11-12',
      supplierId: null,
      subConId: 1,
      stockType: 'PRODUCT',
      rawMaterialId: null,
      productId: 1,
      stockId: 2,
      documentTransportTypeId: 1,
      documentNumber: 'NA-0012399',
      documentDate: '2026-11-12',
      originOfRawMaterialId: 1,
      countryOfHarvestId: 1,
      scientificNameId: 1,
      volumeM3: '1.2500',
      weightKg: null,
      pieces: '1250.00',
      supplierCertificateId: null,
      supplierCertificateNumber: null,
      supplierCertificateExpiredDate: null,
      invoiceNumber: null,
      invoiceDate: null,
      vehicleNumber: 'K 8812 CD',
      pibNumber: null,
      pibDate: null,
      billOfLadingNumber: null,
      importRecommendationNumber: null,
      unitPrice: null,
      currencyId: null,
      harvestGeolocation: null,
      attachment: null,
      attachmentContentType: null,
      status: 'CANCELLED',
      notes: 'Salah input jumlah',
      allowedActions: [],
      ...audit,
    },
  ],
  stockCredit: [
    {
      id: 1,
      stockId: 1,
      businessUnitId: 1,
      movementDate: '2026-11-10',
      direction: 'IN',
      movementType: 'RECEIPT_SUPPLIER',
      volumeM3: '12.5000',
      weightKg: '0.00',
      pieces: '48.00',
      sourceType: 'IMPORT_MATERIAL',
      sourceId: 1,
      documentNumber: 'NA-0012345',
      reversesId: null,
      ...audit,
    },
    {
      id: 2,
      stockId: 2,
      businessUnitId: 1,
      movementDate: '2026-11-12',
      direction: 'IN',
      movementType: 'RECEIPT_SUBCON',
      volumeM3: '1.2500',
      weightKg: '0.00',
      pieces: '1250.00',
      sourceType: 'IMPORT_MATERIAL',
      sourceId: 2,
      documentNumber: 'NA-0012399',
      reversesId: null,
      ...audit,
    },
    {
      id: 3,
      stockId: 2,
      businessUnitId: 1,
      movementDate: '2026-11-12',
      direction: 'OUT',
      movementType: 'RECEIPT_SUBCON',
      volumeM3: '1.2500',
      weightKg: '0.00',
      pieces: '1250.00',
      sourceType: 'IMPORT_MATERIAL',
      sourceId: 2,
      documentNumber: 'NA-0012399',
      reversesId: 2,
      ...audit,
    },
  ],
};

/** A problem document as the server answers it. */
export function problemAnswer(
  name: ProblemTypeName,
  detail: string,
  fieldErrors: { field: string; message: string }[] = [],
  extra: object = {},
) {
  const status = PROBLEM_STATUS[name];
  return HttpResponse.json(
    {
      type: PROBLEM_TYPES[name],
      title: PROBLEM_TITLES[name],
      status,
      detail,
      fieldErrors: fieldErrors.map((error) => ({ objectName: 'importMaterial', ...error })),
      ...extra,
    },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

const LINK_PATHS = {
  'raw-materials-by-supplier': { party: 'supplierId', item: 'rawMaterialId', rows: rawMaterials },
  'products-by-supplier': { party: 'supplierId', item: 'productId', rows: products },
  'raw-materials-by-subcon': { party: 'subConId', item: 'rawMaterialId', rows: rawMaterials },
  'products-by-subcon': { party: 'subConId', item: 'productId', rows: products },
} as const;

/** The links of the stories: the supplier delivers two raw materials, the sub-contractor the table. */
function linkHandlers() {
  const links: Record<string, Set<string>> = {
    'raw-materials-by-supplier': new Set(['1:1', '1:2']),
    'products-by-supplier': new Set(),
    'raw-materials-by-subcon': new Set(),
    'products-by-subcon': new Set(['1:1']),
  };
  const created: Rows = [];
  return Object.entries(LINK_PATHS).flatMap(([path, spec]) => {
    const items = () => [...spec.rows, ...created.filter((row) => row.kind === spec.item)];
    const linked = (partyId: string) =>
      items().filter((row) => links[path]?.has(`${partyId}:${String(row.id)}`));
    return [
      http.get(`*/api/${path}`, ({ request }) => {
        const partyId = new URL(request.url).searchParams.get(spec.party) ?? '';
        const page = linked(partyId);
        return HttpResponse.json(page, { headers: { 'X-Total-Count': String(page.length) } });
      }),
      http.put(`*/api/${path}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, number>;
        links[path]?.add(`${body[spec.party]}:${body[spec.item]}`);
        return HttpResponse.json(body);
      }),
      http.post(`*/api/${path}`, async ({ request }) => {
        const partyId = new URL(request.url).searchParams.get(spec.party) ?? '';
        const body = (await request.json()) as Record<string, unknown>;
        const row = { ...body, id: 100 + created.length, kind: spec.item };
        created.push(row);
        links[path]?.add(`${partyId}:${row.id}`);
        return HttpResponse.json(row, { status: 201 });
      }),
      http.delete(`*/api/${path}/:partyId/:itemId`, ({ params }) => {
        links[path]?.delete(`${String(params.partyId)}:${String(params.itemId)}`);
        return new HttpResponse(null, { status: 204 });
      }),
    ];
  });
}

/**
 * The mock store with the unit's import rows, the signed-in user's unit and the link calls. Handlers
 * installed after it (a refusal of a story) answer first.
 */
export function installImports(msw: Msw) {
  // The receipts' stocks, whose cards a receipt's view leads to.
  const store = installUnitRows(msw, {
    ...rows,
    stock: [...transferRows.stock, { ...(transferRows.stock[0] as Record<string, unknown>), id: 2 }],
  });
  msw.use(...linkHandlers());
  return store;
}

/** The mock store with these rows, and the signed-in user's unit. */
function installUnitRows(msw: Msw, unitRows: Record<string, Rows>) {
  const store = installStore(msw, { rows: unitRows });
  msw.use(http.get('*/api/company-business-units-by-user', () => HttpResponse.json([UNIT])));
  return store;
}

/** The countries a buyer is of, in the sales stories. */
const COUNTRIES: Rows = [
  { id: 1, code: 'ID', code3: 'IDN', name: 'Indonesia', flegtPartner: false, active: true },
  { id: 2, code: 'DE', code3: 'DEU', name: 'Jerman', flegtPartner: true, active: true },
];

/** The mock store with the unit's buyers and their countries, and the signed-in user's unit. */
export function installSales(msw: Msw) {
  return installUnitRows(msw, { ...rows, country: COUNTRIES });
}

/** The posted receipt after its cancellation: read again, it shows as cancelled with no step left. */
export function installCancellation(msw: Msw) {
  let cancelled = false;
  const receipt = rows.importMaterial[0] as Record<string, unknown>;
  msw.use(
    http.post('*/api/import-materials/1/cancel', () => {
      cancelled = true;
      return HttpResponse.json({ ...receipt, status: 'CANCELLED', allowedActions: [] });
    }),
    http.get('*/api/import-materials/1', () =>
      cancelled ? HttpResponse.json({ ...receipt, status: 'CANCELLED', allowedActions: [] }) : undefined,
    ),
  );
}

/** The unit's teak logs, a second unit of its company, and the logs held at the carver. */
const companyUnits = [
  UNIT,
  { id: 3, code: 'JJF-02', name: 'Gudang Kalinyamatan', companyId: 1, active: true },
];
const transferRows = {
  businessUnit: companyUnits,
  companyUnit: companyUnits,
  stock: [
    { id: 1, businessUnitId: 1, subConId: null, itemCode: 'RM-JATI-A1', itemName: 'Log jati A1' },
    { id: 4, businessUnitId: 3, subConId: null, itemCode: 'RM-JATI-A1', itemName: 'Log jati A1' },
    { id: 5, businessUnitId: 1, subConId: 1, itemCode: 'RM-JATI-A1', itemName: 'Log jati A1' },
  ].map((stock) => ({
    ...stock,
    stockType: 'RAW_MATERIAL',
    rawMaterialId: 1,
    scientificNameId: 1,
    openingDate: '2026-11-01',
    volumeM3: '20.0000',
    pieces: '60.00',
    weightKg: null,
    allowedActions: [],
    ...audit,
  })),
  transferMaterial: [
    {
      id: 1,
      businessUnitId: 1,
      transferNumber: '0001/TRF/JJF-01/XI/2026',
      transferDate: '2026-11-14',
      fromStockId: 1,
      toBusinessUnitId: 3,
      toSubConId: null,
      toStockId: 4,
      stockType: 'RAW_MATERIAL',
      rawMaterialId: 1,
      productId: null,
      scientificNameId: 1,
      volumeM3: '4.5000',
      weightKg: null,
      pieces: '12.00',
      documentTransportTypeId: 1,
      documentNumber: 'NA-0020011',
      vehicleNumber: 'K 1234 AB',
      status: 'POSTED',
      notes: null,
      allowedActions: ['edit', 'cancel'],
      ...audit,
    },
    {
      id: 2,
      businessUnitId: 1,
      transferNumber: '0002/TRF/JJF-01/XI/2026',
      transferDate: '2026-11-16',
      fromStockId: 1,
      toBusinessUnitId: null,
      toSubConId: 1,
      toStockId: 5,
      stockType: 'RAW_MATERIAL',
      rawMaterialId: 1,
      productId: null,
      scientificNameId: 1,
      volumeM3: '2.0000',
      weightKg: null,
      pieces: '6.00',
      documentTransportTypeId: null,
      documentNumber: null,
      vehicleNumber: null,
      status: 'CANCELLED',
      notes: 'Dikirim ke pengrajin lain',
      allowedActions: [],
      ...audit,
    },
  ],
  stockCredit: [
    [1, 1, 'OUT', 'TRANSFER_OUT', '-4.5000', '-12.00'],
    [2, 4, 'IN', 'TRANSFER_IN', '4.5000', '12.00'],
  ].map(([id, stockId, direction, movementType, volumeM3, pieces]) => ({
    id,
    stockId,
    businessUnitId: stockId === 4 ? 3 : 1,
    movementDate: '2026-11-14',
    direction,
    movementType,
    volumeM3,
    weightKg: '0.00',
    pieces,
    sourceType: 'TRANSFER_MATERIAL',
    sourceId: 1,
    documentNumber: 'NA-0020011',
    reversesId: null,
    ...audit,
  })),
};

/** The mock store with the unit's transfers, the stocks they moved and the places they went. */
export function installTransfers(msw: Msw) {
  return installUnitRows(msw, { ...rows, ...transferRows });
}

const sawnTimber = {
  id: 6,
  businessUnitId: 1,
  subConId: null,
  itemCode: 'KG-JATI',
  itemName: 'Kayu gergajian jati',
};

/** The unit's teak logs sawn into sawn teak: one production with a line of each kind, and its entries. */
const productionRows = {
  stock: [...transferRows.stock, { ...(transferRows.stock[0] as Record<string, unknown>), ...sawnTimber }],
  production: [
    {
      id: 1,
      businessUnitId: 1,
      productionNumber: 'PRD-JJF-01-202611-0001',
      productionDate: '2026-11-18',
      factoryAddressId: null,
      subConId: null,
      description: 'Penggergajian log jati menjadi papan',
      yieldNote: null,
      inputVolumeM3: '5.0000',
      outputVolumeM3: '2.7500',
      yieldPercent: '55.00',
      status: 'POSTED',
      notes: null,
      sources: [
        {
          id: 1,
          productionId: 1,
          stockId: 1,
          rawMaterialId: 1,
          productId: null,
          volumeM3: '5.0000',
          weightKg: null,
          pieces: '12.00',
          notes: null,
          ...audit,
        },
      ],
      outputs: [
        {
          id: 1,
          productionId: 1,
          stockType: 'RAW_MATERIAL',
          rawMaterialId: 2,
          productId: null,
          stockId: 6,
          volumeM3: '2.7500',
          weightKg: null,
          pieces: '180.00',
          notes: null,
          ...audit,
        },
      ],
      allowedActions: ['cancel'],
      ...audit,
    },
  ],
  stockCredit: [
    [1, 1, 'OUT', 'PRODUCTION_INPUT', '-5.0000', '-12.00'],
    [2, 6, 'IN', 'PRODUCTION_OUTPUT', '2.7500', '180.00'],
  ].map(([id, stockId, direction, movementType, volumeM3, pieces]) => ({
    id,
    stockId,
    businessUnitId: 1,
    movementDate: '2026-11-18',
    direction,
    movementType,
    volumeM3,
    weightKg: '0.00',
    pieces,
    sourceType: 'PRODUCTION',
    sourceId: 1,
    documentNumber: 'PRD-JJF-01-202611-0001',
    reversesId: null,
    ...audit,
  })),
};

/** The mock store with the unit's production, its stocks and its entries. */
export function installProductions(msw: Msw) {
  return installUnitRows(msw, { ...rows, ...transferRows, ...productionRows });
}

/** The line of the sale below: sawn teak at its price. */
const soldLine = {
  id: 1,
  localSalesId: 1,
  stockId: 6,
  rawMaterialId: 2,
  productId: null,
  volumeM3: '0.8000',
  weightKg: null,
  pieces: '50.00',
  unitPrice: '8500000.00',
  value: '6800000.00',
  notes: null,
  ...audit,
};

/** Sawn teak sold to the domestic buyer: one local sale with one priced line, and its entry. */
const salesRows = {
  localSalesMaterial: [soldLine],
  localSales: [
    {
      id: 1,
      businessUnitId: 1,
      salesNumber: '0001/PJL/JJF-01/XI/2026',
      salesDate: '2026-11-19',
      buyerId: 1,
      invoiceNumber: 'INV/JJF/XI/2026/044',
      invoiceDate: '2026-11-19',
      documentTransportTypeId: 1,
      documentNumber: 'NA-0020044',
      vehicleNumber: 'K 1234 AB',
      deliveryAddress: 'Jl. Pemuda 12, Semarang',
      currencyId: null,
      totalVolumeM3: '0.8000',
      totalValue: '6800000.00',
      status: 'POSTED',
      notes: null,
      materials: [soldLine],
      allowedActions: ['edit', 'cancel'],
      ...audit,
    },
  ],
  stockCredit: [
    {
      id: 1,
      stockId: 6,
      businessUnitId: 1,
      movementDate: '2026-11-19',
      direction: 'OUT',
      movementType: 'LOCAL_SALES',
      volumeM3: '-0.8000',
      weightKg: '0.00',
      pieces: '-50.00',
      sourceType: 'LOCAL_SALES',
      sourceId: 1,
      documentNumber: 'NA-0020044',
      reversesId: null,
      ...audit,
    },
  ],
};

/** The mock store with the unit's local sale, its buyers, stocks and entry. */
export function installLocalSales(msw: Msw) {
  return installUnitRows(msw, {
    ...rows,
    ...transferRows,
    ...productionRows,
    ...salesRows,
    country: COUNTRIES,
  });
}
