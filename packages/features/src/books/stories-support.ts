/**
 * Fixed rows of the stock stories: two units, teak and mahogany, a unit's raw materials and products, their
 * stock with balances (exact decimals as text), an item's other usage and its stock card. The mock store
 * serves the resources; the card, the balance on a day and a usage's cancellation are answered here.
 */
import type { MockStoreSeed } from '@vlegal/api-client/mock-store';
import { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { installStore } from '../resource-screens/stories-support.tsx';

/** A unit's administrator, and the administrator of every unit. */
export const UNIT_ADMIN = ['ROLE_USER', 'ROLE_USER_ADMIN'];
export const ADMIN = ['ROLE_USER', 'ROLE_ADMIN'];

const stamps = { createdBy: 'unitadmin', createdDate: '2026-01-05T02:00:00Z' };

export const stockRows = {
  businessUnit: [
    {
      id: 1,
      code: 'JPR-01',
      name: 'PT Jati Jepara Furniture – Pabrik Tahunan',
      companyId: 1,
      active: true,
      adminLocked: false,
      transLocked: false,
    },
    {
      id: 2,
      code: 'KDS-01',
      name: 'CV Mebel Lestari Kudus',
      companyId: 2,
      active: true,
      adminLocked: false,
      transLocked: false,
    },
  ],
  company: [
    { id: 1, name: 'PT Jati Jepara Furniture' },
    { id: 2, name: 'CV Mebel Lestari Kudus' },
  ],
  scientificName: [
    { id: 1, scientificName: 'Tectona grandis', tradeName: 'Jati', active: true },
    { id: 2, scientificName: 'Swietenia macrophylla', tradeName: 'Mahoni', active: true },
  ],
  stock: [
    {
      id: 1,
      businessUnitId: 1,
      stockType: 'RAW_MATERIAL',
      rawMaterialId: 1,
      itemCode: 'KB-JT-01',
      itemName: 'Kayu bulat jati',
      scientificNameId: 1,
      openingDate: '2026-01-02',
      initialVolumeM3: '40.0000',
      initialPieces: '120.00',
      initialWeightKg: null,
      volumeM3: '1234.5000',
      pieces: '310.00',
      weightKg: null,
      movementCount: 6,
      lastMovementDate: '2026-11-20',
      allowedActions: [],
      ...stamps,
    },
    {
      id: 2,
      businessUnitId: 1,
      stockType: 'RAW_MATERIAL',
      rawMaterialId: 2,
      itemCode: 'KB-MH-01',
      itemName: 'Kayu bulat mahoni',
      scientificNameId: 2,
      openingDate: '2026-11-01',
      initialVolumeM3: '12.5000',
      initialPieces: '30.00',
      initialWeightKg: null,
      volumeM3: '12.5000',
      pieces: '30.00',
      weightKg: null,
      movementCount: 0,
      lastMovementDate: '2026-11-01',
      allowedActions: ['update'],
      ...stamps,
    },
    {
      id: 3,
      businessUnitId: 2,
      stockType: 'RAW_MATERIAL',
      rawMaterialId: 3,
      itemCode: 'KG-MH-02',
      itemName: 'Kayu gergajian mahoni',
      scientificNameId: 2,
      openingDate: '2026-03-01',
      initialVolumeM3: '8.0000',
      initialPieces: null,
      initialWeightKg: null,
      volumeM3: '6.2500',
      pieces: null,
      weightKg: null,
      movementCount: 2,
      lastMovementDate: '2026-10-14',
      allowedActions: [],
      ...stamps,
    },
    // The chairs, at the workshop and at the carver: untracked weight as the server answers it, 0.00.
    ...[
      [4, null, '2.4750', '99.00', '2026-11-21'],
      [5, 1, '0.5000', '20.00', '2026-11-12'],
    ].map(([id, subConId, volumeM3, pieces, lastMovementDate]) => ({
      id,
      businessUnitId: 1,
      stockType: 'PRODUCT',
      productId: 1,
      subConId,
      itemCode: 'GC-01',
      itemName: 'Kursi taman jati',
      scientificNameId: 1,
      openingDate: '2026-01-02',
      initialVolumeM3: '0.0000',
      initialPieces: null,
      initialWeightKg: null,
      volumeM3,
      pieces,
      weightKg: '0.00',
      movementCount: 3,
      lastMovementDate,
      allowedActions: [],
      ...stamps,
    })),
  ],
  // What the stock's items keep: logs in pieces (batang), sawn timber in volume only, chairs in pcs.
  rawMaterialType: [
    {
      id: 1,
      code: 'KB',
      name: 'Kayu bulat',
      rawMaterialCategoryId: 1,
      pieceUnitName: 'batang',
      active: true,
    },
    {
      id: 2,
      code: 'KG',
      name: 'Kayu gergajian',
      rawMaterialCategoryId: 1,
      pieceUnitName: 'keping',
      active: true,
    },
  ],
  rawMaterial: [
    [1, 1, 'KB-JT-01', 'Kayu bulat jati', 1, 1, true],
    [2, 1, 'KB-MH-01', 'Kayu bulat mahoni', 1, 2, true],
    [3, 2, 'KG-MH-02', 'Kayu gergajian mahoni', 2, 2, false],
  ].map(([id, businessUnitId, code, name, rawMaterialTypeId, scientificNameId, trackPieces]) => ({
    id,
    businessUnitId,
    code,
    name,
    rawMaterialTypeId,
    scientificNameId,
    grade: null,
    trackWeight: false,
    trackPieces,
    active: true,
  })),
  product: [
    {
      id: 1,
      businessUnitId: 1,
      code: 'GC-01',
      name: 'Kursi taman jati',
      commercialDescription: 'Kursi taman dari kayu jati',
      hsCodeId: 1,
      scientificNameId: 1,
      unitName: 'pcs',
      isComposite: false,
      active: true,
    },
  ],
  subCon: [{ id: 1, businessUnitId: 1, code: 'SC-01', name: 'CV Ukir Mulia', active: true }],
  stockOther: [
    {
      id: 1,
      stockId: 1,
      businessUnitId: 1,
      usageDate: '2026-11-18',
      usageType: 'SHRINKAGE',
      volumeM3: '0.7500',
      pieces: null,
      weightKg: null,
      reason: 'Susut pengeringan di lapangan penimbunan',
      referenceNumber: 'BA-SUSUT/11/2026',
      attachment: null,
      attachmentContentType: null,
      status: 'POSTED',
      allowedActions: ['update', 'cancel'],
      ...stamps,
    },
  ],
} satisfies MockStoreSeed['rows'];

/** Movements of the teak logs, newest first, each with the balance after it. */
export const cardEntries = [
  [
    '2026-11-20',
    'RECEIPT_SUPPLIER',
    'SKSHHK-0099/2026',
    '120.2500',
    '40.00',
    '1234.5000',
    '310.00',
    'IMPORT_MATERIAL',
    7,
  ],
  [
    '2026-11-18',
    'OTHER_USAGE',
    'BA-SUSUT/11/2026',
    '-0.7500',
    '0.00',
    '1114.2500',
    '270.00',
    'STOCK_OTHER',
    1,
  ],
  [
    '2026-09-02',
    'PRODUCTION_INPUT',
    'PRD-0042',
    '-25.0000',
    '-80.00',
    '1115.0000',
    '270.00',
    'PRODUCTION_SOURCE',
    42,
  ],
  ['2026-01-02', 'INITIAL', null, '40.0000', '120.00', '40.0000', '120.00', 'STOCK', 1],
].map(([date, type, doc, volume, pieces, balance, balancePieces, source, sourceId], index) => ({
  id: 10 - index,
  stockId: 1,
  movementDate: String(date),
  direction: String(volume).startsWith('-') ? 'OUT' : 'IN',
  movementType: type,
  volumeM3: volume,
  pieces,
  weightKg: '0.00',
  sourceType: source,
  sourceId,
  documentNumber: doc,
  createdBy: 'unitadmin',
  balanceVolumeM3: balance,
  balancePieces,
  balanceWeightKg: '0.00',
}));

const json = (body: unknown, headers: Record<string, string> = {}) =>
  HttpResponse.json(body as never, { headers });

/** A refusal of the ledger as the API answers it. */
export function ledgerProblem(
  type: string,
  status: number,
  fieldErrors: { field: string; message: string }[] = [],
  extra: object = {},
) {
  return HttpResponse.json(
    {
      type,
      title: 'Refused',
      status,
      fieldErrors: fieldErrors.map((error) => ({ objectName: 'stockOther', ...error })),
      ...extra,
    },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

/** The mock store with the stock, plus the card, the balance on a day and cancellation. */
export function installStock(msw: { use: SetupWorker['use'] }) {
  const store = installStore(msw, { rows: stockRows });
  msw.use(
    http.get('/api/stocks/:id/card', ({ request }) => {
      const asOf = new URL(request.url).searchParams.get('asOf');
      const rows = cardEntries.filter((entry) => !asOf || entry.movementDate <= asOf);
      return json(rows, { 'X-Total-Count': String(rows.length) });
    }),
    http.get('/api/stocks/:id/balance', ({ request }) => {
      const date = new URL(request.url).searchParams.get('date') ?? '';
      const last = cardEntries.find((entry) => entry.movementDate <= date);
      return json({
        stockId: 1,
        date,
        volumeM3: last?.balanceVolumeM3 ?? '0.0000',
        pieces: last?.balancePieces ?? '0.00',
        weightKg: '0.00',
      });
    }),
    http.post('/api/stocks-other/:id/cancel', () =>
      json({ ...stockRows.stockOther[0], status: 'CANCELLED', allowedActions: [] }),
    ),
  );
  return store;
}
