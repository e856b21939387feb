/**
 * Fixed rows of the V-Legal stories: the furniture unit's product stocks (one partly held by a submitted
 * application), its foreign buyers, the ports, transport and currency a shipment names, the species its
 * lines name, and four applications of one unit (a draft, one awaiting verification, one rejected, one
 * approved) besides one of another unit, with the export entries of the approved one and its message to
 * SILK.
 */
import { audit, receiptRows } from '../books/documents/stories-receipt-rows.ts';

type Rows = Record<string, unknown>[];

/** The signed-in exporter (a unit's V-Legal user) and the verificator who decides. */
export const EXPORTER = ['ROLE_USER', 'ROLE_USER_VLEGAL'];
export const VERIFICATOR = ['ROLE_USER', 'ROLE_VERIFICATOR'];

/** A PDF of one line: what an attachment holds in the stories. */
const PDF = 'JVBERi0xLjQKJSVFT0YK';

const countries: Rows = [
  { id: 1, code: 'ID', code3: 'IDN', name: 'Indonesia', flegtPartner: false, active: true },
  { id: 2, code: 'DE', code3: 'DEU', name: 'Jerman', flegtPartner: true, active: true },
  { id: 3, code: 'JP', code3: 'JPN', name: 'Jepang', flegtPartner: false, active: true },
];

/** The species a line names: teak of Java, and beech imported from Germany for the chairs' seats. */
const scientificNames: Rows = [
  {
    id: 1,
    scientificName: 'Tectona grandis',
    tradeName: 'Jati',
    englishName: 'Teak',
    family: 'Lamiaceae',
    speciesGroup: 'PLANTATION',
    citesAppendix: 'NONE',
    restricted: false,
    densityKgM3: '650.00',
    active: true,
  },
  {
    id: 2,
    scientificName: 'Fagus sylvatica',
    tradeName: 'Beech',
    englishName: 'European beech',
    family: 'Fagaceae',
    speciesGroup: null,
    citesAppendix: 'NONE',
    restricted: false,
    densityKgM3: '720.00',
    active: true,
  },
];

/** A species of a line and its country of harvest, as the server keeps it (boxes 12-13). */
export function harvest(lineId: number, order: number, scientificNameId: number, countryId: number) {
  return { id: lineId * 10 + order, vlegalMaterialId: lineId, scientificNameId, countryId, sortOrder: order };
}

const products: Rows = [
  ...(receiptRows.product as Rows),
  {
    id: 2,
    code: 'PRD-KURSI',
    name: 'Kursi taman jati',
    commercialDescription: 'Kursi taman lipat',
    hsCodeId: 1,
    unitName: 'PCS',
    businessUnitId: 1,
    active: true,
    scientificNameId: 1,
    description: null,
  },
];

const productStock = {
  businessUnitId: 1,
  subConId: null,
  stockType: 'PRODUCT',
  rawMaterialId: null,
  scientificNameId: 1,
  openingDate: '2026-10-01',
  weightKg: null,
  reservedWeightKg: '0.00',
  reservedPieces: '0.00',
  allowedActions: [],
  ...audit,
};

/** The tables and chairs the unit exports; the tables are partly held by the application awaiting a decision. */
const stocks: Rows = [
  {
    ...productStock,
    id: 11,
    productId: 1,
    itemCode: 'PRD-MEJA',
    itemName: 'Meja makan jati',
    volumeM3: '20.0000',
    pieces: '160.00',
    reservedVolumeM3: '7.5000',
  },
  {
    ...productStock,
    id: 12,
    productId: 2,
    itemCode: 'PRD-KURSI',
    itemName: 'Kursi taman jati',
    volumeM3: '8.0000',
    pieces: '400.00',
    reservedVolumeM3: '0.0000',
  },
  // Logs are no export of a V-Legal: the lines' lookup leaves them out.
  {
    ...productStock,
    id: 13,
    stockType: 'RAW_MATERIAL',
    productId: null,
    rawMaterialId: 1,
    itemCode: 'RM-JATI-A1',
    itemName: 'Log jati A1',
    volumeM3: '12.5000',
    pieces: '48.00',
    reservedVolumeM3: '0.0000',
  },
];

const buyers: Rows = [
  ...(receiptRows.buyer as Rows),
  {
    id: 3,
    code: 'BYR-03',
    name: 'Yamato Interior K.K.',
    buyerType: 'FOREIGN',
    taxId: null,
    countryId: 3,
    addressId: null,
    contactPerson: 'Sato-san',
    phone: null,
    email: null,
    businessUnitId: 1,
    active: true,
    ...audit,
  },
];

const shipping = {
  seaPort: [
    { id: 1, code: 'IDSRG', name: 'Tanjung Emas, Semarang', countryId: 1, portType: 'SEA', active: true },
    { id: 2, code: 'DEHAM', name: 'Hamburg', countryId: 2, portType: 'SEA', active: true },
    { id: 3, code: 'JPTYO', name: 'Tokyo', countryId: 3, portType: 'SEA', active: true },
  ],
  transportation: [{ id: 1, code: 'SEA', name: 'Kapal laut', active: true }],
  currency: [
    { id: 1, code: 'USD', name: 'Dolar Amerika Serikat', symbol: '$', decimals: 2, active: true },
    { id: 2, code: 'EUR', name: 'Euro', symbol: '€', decimals: 2, active: true },
  ],
  stuffingAddress: [
    { id: 1, name: 'Gudang ekspor Tahunan', addressId: 1, businessUnitId: 1, active: true, ...audit },
  ],
};

/** A line of an application: so much of a stock's product, as on the invoice. */
function line(vlegalId: number, id: number, stockId: number, values: Record<string, unknown>) {
  const product = stockId === 11 ? 1 : 2;
  return {
    id,
    vlegalId,
    lineNo: id % 10,
    stockId,
    productId: product,
    hsCodeId: 1,
    scientificNameId: 1,
    commercialDescription: product === 1 ? 'Meja makan jati, 6 kursi' : 'Kursi taman lipat jati',
    unitName: 'PCS',
    notes: null,
    // Teak of Java, as the receipts that fed the stock say.
    countries: [harvest(id, 1, 1, 1)],
    ...values,
    ...audit,
  };
}

const application = {
  businessUnitId: 1,
  vlegalNumber: null,
  parentVlegalId: null,
  slkNumber: 'SLK-0417/2024',
  countryOfDestinationId: 2,
  portOfLoadingId: 1,
  portOfDischargeId: 2,
  transportationId: 1,
  vesselName: 'MV Meratus Jayakarta',
  voyageNumber: '112W',
  stuffingAddressId: 1,
  stuffingDate: '2026-12-01',
  currencyId: 1,
  incoterm: 'FOB',
  distinguishingMarks: 'HOFFMANN HAMBURG 1-40; TGHU 123456-7, segel 004512',
  invoiceFile: PDF,
  invoiceFileContentType: 'application/pdf',
  packingListFile: PDF,
  packingListFileContentType: 'application/pdf',
  applicationLetterFile: PDF,
  applicationLetterFileContentType: 'application/pdf',
  issueDate: null,
  validUntil: null,
  token: null,
  barcode: null,
  integrationStatus: 'NOT_SENT',
  submittedBy: null,
  submittedDate: null,
  decidedBy: null,
  decidedDate: null,
  rejectionNote: null,
  notes: null,
  ...audit,
};

const draftLines = [
  line(1, 11, 11, { volumeM3: '2.4000', netWeightKg: '1450.00', numberOfUnits: '20.00', value: '9600.00' }),
  line(1, 12, 12, { volumeM3: '1.2000', netWeightKg: '610.00', numberOfUnits: '60.00', value: '3300.00' }),
];

/** The draft: the exporter may still change, delete and submit it. */
export const draftVlegal = {
  ...application,
  // The certificate is the one in force when it is submitted.
  slkNumber: null,
  id: 1,
  applicationNumber: 'VL/JJF-01/2026/11/0003',
  applicationDate: '2026-11-21',
  createdBy: 'eksportir',
  createdDate: '2026-11-21T02:00:00Z',
  status: 'DRAFT',
  buyerId: 2,
  estimatedShipmentDate: '2026-12-05',
  invoiceNumber: 'INV/EXP/2026/118',
  invoiceDate: '2026-11-20',
  packingListNumber: 'PL/EXP/2026/118',
  totalVolumeM3: '3.6000',
  totalNetWeightKg: '2060.00',
  totalUnits: '80.00',
  totalValue: '12900.00',
  materials: draftLines,
  allowedActions: ['update', 'delete', 'submit'],
};

/** Awaiting a decision, as a verificator reads it: theirs to approve or reject. */
export const submittedVlegal = {
  ...application,
  id: 2,
  applicationNumber: 'VL/JJF-01/2026/11/0002',
  applicationDate: '2026-11-18',
  createdBy: 'eksportir',
  createdDate: '2026-11-18T02:00:00Z',
  status: 'SUBMITTED',
  buyerId: 3,
  countryOfDestinationId: 3,
  portOfDischargeId: 3,
  distinguishingMarks: 'YAMATO TOKYO 1-60',
  vesselName: 'MV Kota Lestari',
  voyageNumber: '045N',
  estimatedShipmentDate: '2026-12-10',
  invoiceNumber: 'INV/EXP/2026/115',
  invoiceDate: '2026-11-17',
  packingListNumber: 'PL/EXP/2026/115',
  totalVolumeM3: '7.5000',
  totalNetWeightKg: '4520.00',
  totalUnits: '60.00',
  totalValue: '30000.00',
  submittedBy: 'eksportir',
  submittedDate: '2026-11-19T02:30:00Z',
  materials: [
    line(2, 21, 11, {
      volumeM3: '7.5000',
      netWeightKg: '4520.00',
      numberOfUnits: '60.00',
      value: '30000.00',
    }),
  ],
  allowedActions: ['approve', 'reject'],
};

/** Sent back with the verificator's reason: the exporter corrects it and submits it again. */
export const rejectedVlegal = {
  ...application,
  id: 3,
  applicationNumber: 'VL/JJF-01/2026/11/0001',
  applicationDate: '2026-11-10',
  createdBy: 'eksportir',
  createdDate: '2026-11-10T02:00:00Z',
  status: 'REJECTED',
  buyerId: 2,
  estimatedShipmentDate: '2026-12-02',
  invoiceNumber: 'INV/EXP/2026/109',
  invoiceDate: '2026-11-09',
  packingListNumber: 'PL/EXP/2026/109',
  totalVolumeM3: '1.2000',
  totalNetWeightKg: '610.00',
  totalUnits: '60.00',
  totalValue: '3300.00',
  submittedBy: 'eksportir',
  submittedDate: '2026-11-11T01:00:00Z',
  decidedBy: 'verifikator',
  decidedDate: '2026-11-12T04:20:00Z',
  rejectionNote:
    'Jumlah kursi di packing list (40 buah) tidak sama dengan permohonan (60 buah). Sesuaikan baris 1 atau lampirkan packing list yang benar.',
  materials: [
    line(3, 31, 12, { volumeM3: '1.2000', netWeightKg: '610.00', numberOfUnits: '60.00', value: '3300.00' }),
  ],
  allowedActions: ['update', 'submit'],
};

/** Approved, numbered and issued by SILK, its barcode kept. */
export const approvedVlegal = {
  ...application,
  id: 4,
  applicationNumber: 'VL/JJF-01/2026/10/0007',
  applicationDate: '2026-10-28',
  createdBy: 'eksportir',
  createdDate: '2026-10-28T02:00:00Z',
  vlegalNumber: '26.00012-00417.003-ID-DE',
  status: 'APPROVED',
  buyerId: 2,
  estimatedShipmentDate: '2026-11-25',
  invoiceNumber: 'INV/EXP/2026/097',
  invoiceDate: '2026-10-27',
  packingListNumber: 'PL/EXP/2026/097',
  totalVolumeM3: '4.8000',
  totalNetWeightKg: '2900.00',
  totalUnits: '40.00',
  totalValue: '19200.00',
  submittedBy: 'eksportir',
  submittedDate: '2026-10-29T03:00:00Z',
  decidedBy: 'verifikator',
  decidedDate: '2026-11-03T07:45:00Z',
  issueDate: '2026-11-03',
  validUntil: '2027-03-03',
  token: 'q3Zr8kLw2XbN5vTcYp0aHg',
  barcode: 'VLID2600012004170003DE',
  integrationStatus: 'ACKNOWLEDGED',
  lastModifiedBy: 'verifikator',
  lastModifiedDate: '2026-11-03T07:45:00Z',
  materials: [
    line(4, 41, 11, {
      volumeM3: '4.8000',
      netWeightKg: '2900.00',
      numberOfUnits: '40.00',
      value: '19200.00',
    }),
  ],
  allowedActions: [],
};

/** Another unit's application awaiting a decision, sent earlier: first in the verificators' queue. */
const otherUnitVlegal = {
  ...submittedVlegal,
  id: 5,
  businessUnitId: 2,
  applicationNumber: 'VL/MLK-01/2026/11/0004',
  applicationDate: '2026-11-14',
  buyerId: 2,
  countryOfDestinationId: 2,
  portOfDischargeId: 2,
  estimatedShipmentDate: '2026-12-08',
  totalVolumeM3: '3.2000',
  submittedBy: 'mebel-kudus',
  submittedDate: '2026-11-15T08:00:00Z',
  materials: [],
};

/** The pending approvals of the applications awaiting a decision, which a verificator's decision names. */
export const vlegalApprovals: Rows = [submittedVlegal, otherUnitVlegal].map((vlegal, i) => ({
  id: i + 1,
  vlegalId: vlegal.id,
  businessUnitId: vlegal.businessUnitId,
  requestDate: vlegal.submittedDate,
  requestedBy: vlegal.submittedBy,
  status: 'PENDING',
  verificatorLogin: null,
  decisionDate: null,
  note: null,
  certificateValid: null,
  unitValid: null,
  documentsConsistent: null,
  hsCodeCorrect: null,
  speciesCorrect: null,
  stockSufficient: null,
  suppliersCovered: null,
  quantitiesPlausible: null,
  fieldInspectionRequired: false,
}));

/** The approved licence's message to SILK: accepted at the first attempt, with SILK's barcode. */
export const silkMessage = {
  id: 1,
  vlegalId: 4,
  businessUnitId: 1,
  target: 'SILK',
  operation: 'ISSUE',
  status: 'SUCCESS',
  requestPayload: null,
  responsePayload: null,
  attempts: 1,
  lastAttemptDate: '2026-11-03T07:46:12Z',
  errorMessage: null,
  externalReference: 'VLID2600012004170003DE',
  jobId: 31,
  createdDate: '2026-11-03T07:45:00Z',
};

/** The rows of the mock store, by resource key. */
/** The steps the V-Legals took (`vlegal-histories`), oldest first. */
const step = (
  id: number,
  vlegalId: number,
  action: string,
  from: string,
  to: string,
  by: string,
  at: string,
) => ({
  id,
  vlegalId,
  action,
  fromStatus: from,
  toStatus: to,
  actorLogin: by,
  actionDate: at,
  note: null as string | null,
});
export const vlegalHistories = [
  step(1, 2, 'submit', 'DRAFT', 'SUBMITTED', 'eksportir', '2026-11-19T02:30:00Z'),
  step(2, 3, 'submit', 'DRAFT', 'SUBMITTED', 'eksportir', '2026-11-11T01:00:00Z'),
  {
    ...step(3, 3, 'reject', 'SUBMITTED', 'REJECTED', 'verifikator', '2026-11-12T04:20:00Z'),
    note: rejectedVlegal.rejectionNote,
  },
  step(4, 4, 'submit', 'DRAFT', 'SUBMITTED', 'eksportir', '2026-10-29T03:00:00Z'),
  step(5, 4, 'approve', 'SUBMITTED', 'APPROVED', 'verifikator', '2026-11-03T07:45:00Z'),
  {
    ...step(6, 4, 'sendDocument', 'APPROVED', 'APPROVED', 'eksportir', '2026-11-03T08:10:00Z'),
    note: 'import@hoffmann-gartenmoebel.de',
  },
];

export const vlegalRows = {
  ...receiptRows,
  country: countries,
  scientificName: scientificNames,
  product: products,
  stock: stocks,
  buyer: buyers,
  ...shipping,
  vlegal: [draftVlegal, submittedVlegal, rejectedVlegal, approvedVlegal, otherUnitVlegal],
  vlegalMaterial: [...draftLines, ...submittedVlegal.materials, ...rejectedVlegal.materials],
  // The submissions awaiting a decision (the approvals' rows follow the applications').
  vlegalApproval: vlegalApprovals,
  vlegalIntegration: [silkMessage],
  vlegalHistory: vlegalHistories,
  // The approval's export, dated on its issue day.
  stockCredit: [
    {
      id: 1,
      stockId: 11,
      businessUnitId: 1,
      movementDate: '2026-11-03',
      direction: 'OUT',
      movementType: 'VLEGAL_EXPORT',
      volumeM3: '-4.8000',
      weightKg: '0.00',
      pieces: '0.00',
      sourceType: 'VLEGAL',
      sourceId: 4,
      documentNumber: '26.00012-00417.003-ID-DE',
      reversesId: null,
      ...audit,
    },
  ],
};

/** What a checklist is computed from: the application's shipment and its lines. */
type Application = {
  id: number;
  status: string;
  estimatedShipmentDate: string;
  countryOfDestinationId: number;
  materials: readonly { lineNo: number; stockId: number; volumeM3?: unknown; netWeightKg?: unknown }[];
};

type ChecklistItem = {
  key: string;
  outcome: 'PASS' | 'WARN' | 'FAIL' | 'MANUAL';
  lineNo?: number;
  values?: Record<string, string>;
};

/** What each product stock has for an application: its balance less what others hold (`stocks`). */
const AVAILABLE: Readonly<Record<number, { balance: string; heldByOthers: string }>> = {
  11: { balance: '20.0000', heldByOthers: '7.5000' },
  12: { balance: '8.0000', heldByOthers: '0.0000' },
};

/**
 * The checklist the server computes of an application that holds: its S-LK valid past the shipment, its
 * unit, attachments and ports in order, each line's stock available, its weight near teak's density, its
 * teak harvested in Indonesia from two certified receipts; the three checks only a person makes, to tick.
 */
export function passingChecklist(vlegal: Application) {
  const destination = vlegal.countryOfDestinationId === 3 ? 'JP' : 'DE';
  const items: ChecklistItem[] = [
    {
      key: 'certificate',
      outcome: 'PASS',
      values: { number: 'SLK-0417/2024', expiry: '2027-06-30', shipmentDate: vlegal.estimatedShipmentDate },
    },
    { key: 'unit', outcome: 'PASS' },
    { key: 'attachments', outcome: 'PASS' },
    {
      key: 'ports',
      outcome: 'PASS',
      values: {
        loading: 'IDSRG',
        loadingCountry: 'ID',
        discharge: destination === 'JP' ? 'JPTYO' : 'DEHAM',
        dischargeCountry: destination,
        destination,
      },
    },
    { key: 'commercialDocuments', outcome: 'MANUAL' },
    { key: 'hsCode', outcome: 'MANUAL', values: { codes: '9403.60.90' } },
    { key: 'applicant', outcome: 'MANUAL' },
  ];
  for (const line of vlegal.materials) {
    const stock = AVAILABLE[line.stockId] ?? { balance: '0', heldByOthers: '0' };
    // Held by this application itself while it is submitted: available to it.
    const held = vlegal.status === 'SUBMITTED' ? '0.0000' : stock.heldByOthers;
    const available = (Number(stock.balance) - Number(held)).toFixed(4);
    const lineNo = line.lineNo;
    items.push(
      { key: 'stock', outcome: 'PASS', lineNo, values: { available, quantity: String(line.volumeM3) } },
      {
        key: 'density',
        outcome: 'PASS',
        lineNo,
        values: {
          computed: (Number(line.netWeightKg) / Number(line.volumeM3)).toFixed(0),
          expected: '650',
        },
      },
      { key: 'cites', outcome: 'PASS', lineNo, values: { species: 'Jati (Tectona grandis L.f.)' } },
      { key: 'countriesOfHarvest', outcome: 'PASS', lineNo, values: { countries: 'ID' } },
      { key: 'supplierCertificates', outcome: 'PASS', lineNo, values: { count: '2' } },
    );
  }
  return { vlegalId: vlegal.id, computedAt: '2026-11-21T03:00:00Z', items };
}

/** The checklist of an application, with some of its checks (by key and line) answered otherwise. */
export function checklistWith(vlegal: Application, changed: readonly ChecklistItem[]) {
  const checklist = passingChecklist(vlegal);
  return {
    ...checklist,
    items: checklist.items.map(
      (item) => changed.find((other) => other.key === item.key && other.lineNo === item.lineNo) ?? item,
    ),
  };
}

/** The HS codes of the stories' products: tables, and wooden seats. */
const HS_CODES: Readonly<Record<number, string>> = { 1: '9403.60.90', 2: '9401.69.00' };

type Figure = 'volumeM3' | 'netWeightKg' | 'numberOfUnits' | 'value';
type Totalled = {
  id: number;
  materials: readonly ({ hsCodeId?: number | null } & Record<string, unknown>)[];
};

/** What the server sums of an application's lines (`vlegals-total-summary`): its totals, per HS code in code order. */
export function totalSummary(vlegal: Totalled) {
  const sum = (lines: Totalled['materials'], name: Figure) =>
    lines.reduce((total, line) => total + Number(line[name]), 0).toFixed(name === 'volumeM3' ? 4 : 2);
  const figures = (lines: Totalled['materials']) => ({
    volumeM3: sum(lines, 'volumeM3'),
    netWeightKg: sum(lines, 'netWeightKg'),
    numberOfUnits: sum(lines, 'numberOfUnits'),
    value: sum(lines, 'value'),
  });
  const codes = [...new Set(vlegal.materials.map((line) => HS_CODES[line.hsCodeId ?? 0] ?? '0000.00.00'))];
  return {
    vlegalId: vlegal.id,
    currencyCode: 'USD',
    ...figures(vlegal.materials),
    byHsCode: codes.sort().map((hsCode) => ({
      hsCode,
      ...figures(vlegal.materials.filter((line) => HS_CODES[line.hsCodeId ?? 0] === hsCode)),
    })),
  };
}
