/**
 * Fixed answers of the EUDR stories and tests, one unit's timber from three plots in Keling (Jepara) to a
 * V-Legal to Germany (`26.00012-00417.003-ID-DE`, the stories' approved V-Legal):
 * - two receipts of teak logs: PNR/…/0001 from UD Jati Makmur, naming plots KLG-03 and KLG-04 (polygons);
 *   PNR/…/0002 from CV Kayu Rakyat Pati, naming DMW-01 (a smallholder's plot, a point);
 * - a saw mill (PRD/…/0004) sawing logs of both into planks; a table assembly (PRD/…/0009) taking planks and,
 *   for the legs, logs of the second receipt;
 * - the V-Legal exporting the tables; a local sale of planks, partly from an opening balance and partly
 *   from nothing the books held (the incomplete trace).
 */
import type {
  BackwardTrace,
  DataPack,
  ForwardTrace,
  HarvestPlot,
  PackPlot,
  TraceEntry,
  TraceReceipt,
} from '@vlegal/api-client/model';
import type { PlotGeometry } from './plotProjection.ts';

type Entry = Omit<TraceEntry, 'businessUnitId' | 'weightKg' | 'pieces'> &
  Partial<Pick<TraceEntry, 'weightKg' | 'pieces'>>;

const entry = (fields: Entry): TraceEntry => ({
  businessUnitId: 1,
  weightKg: '0.00',
  pieces: '0.00',
  ...fields,
});

const link = (outflowId: number, inflowId: number, volumeM3: string, pieces = '0.00') => ({
  outflowId,
  inflowId,
  volumeM3,
  weightKg: '0.00',
  pieces,
});

export const VLEGAL_NUMBER = '26.00012-00417.003-ID-DE';

const logs = { stockId: 13, itemName: 'Log jati A1' };
const planks = { stockId: 14, itemName: 'Papan jati' };
const tables = { stockId: 11, itemName: 'Meja makan jati' };
const receipt1 = { sourceType: 'IMPORT_MATERIAL', sourceId: 1, documentNumber: 'NA-0011873' } as const;
const receipt2 = { sourceType: 'IMPORT_MATERIAL', sourceId: 2, documentNumber: 'NA-0011902' } as const;
const sawMill = { sourceType: 'PRODUCTION', sourceId: 4, documentNumber: 'PRD/JJF-01/2026/10/0004' } as const;
const assembly = {
  sourceType: 'PRODUCTION',
  sourceId: 9,
  documentNumber: 'PRD/JJF-01/2026/10/0009',
} as const;
const vlegal = { sourceType: 'VLEGAL', sourceId: 4, documentNumber: VLEGAL_NUMBER } as const;
const sale = { sourceType: 'LOCAL_SALES', sourceId: 3, documentNumber: 'PJL/JJF-01/2026/11/0002' } as const;

/** The plots, as a plot's own calls answer them (geometry as GeoJSON text). */
const GEOMETRIES: Record<number, PlotGeometry> = {
  11: {
    type: 'Polygon',
    coordinates: [
      [
        [110.7, -6.5],
        [110.7032, -6.5004],
        [110.7036, -6.5031],
        [110.7003, -6.5035],
        [110.7, -6.5],
      ],
    ],
  },
  12: {
    type: 'Polygon',
    coordinates: [
      [
        [110.7048, -6.4992],
        [110.7079, -6.499],
        [110.709, -6.5012],
        [110.7072, -6.503],
        [110.7046, -6.5021],
        [110.7048, -6.4992],
      ],
    ],
  },
  13: { type: 'Point', coordinates: [110.6935, -6.5078] },
};

const plot = (id: number, fields: Partial<HarvestPlot>): HarvestPlot => ({
  id,
  businessUnitId: 1,
  producerCountryId: 1,
  producerName: 'KTH Wana Lestari',
  geometry: JSON.stringify(GEOMETRIES[id]),
  geometryType: GEOMETRIES[id]?.type ?? 'Point',
  geometryWarnings: null,
  harvestStartDate: '2026-08-01',
  harvestEndDate: '2026-09-15',
  supplierId: 1,
  ...fields,
});

export const plots: HarvestPlot[] = [
  plot(11, { plotCode: 'KLG-03', productionPlace: 'Desa Tempur, Keling', areaHa: 13.6 }),
  plot(12, {
    plotCode: 'KLG-04',
    productionPlace: 'Desa Tempur, Keling',
    areaHa: 12,
    geometryWarnings: 'areaDiffers',
  }),
  plot(13, {
    plotCode: 'DMW-01',
    producerName: 'Suparman',
    productionPlace: 'Desa Damarwulan, Keling',
    areaHa: 2.5,
    supplierId: 2,
    harvestStartDate: '2026-09-20',
    harvestEndDate: '2026-09-20',
  }),
];

const receipt = (
  fields: Omit<
    TraceReceipt,
    'businessUnitId' | 'subConId' | 'subConName' | 'countryOfHarvestId' | 'scientificNameId' | 'certificates'
  > &
    Partial<Pick<TraceReceipt, 'certificates'>>,
): TraceReceipt => ({
  businessUnitId: 1,
  subConId: null,
  subConName: null,
  countryOfHarvestId: 1,
  scientificNameId: 1,
  certificates: [],
  ...fields,
});

export const receipts: TraceReceipt[] = [
  receipt({
    id: 1,
    receiptNumber: 'PNR/JJF-01/2026/10/0001',
    receiptDate: '2026-10-05',
    supplierId: 1,
    supplierName: 'UD Jati Makmur',
    documentNumber: 'NA-0011873',
    documentDate: '2026-10-04',
    harvestPlotIds: [11, 12],
    certificates: [
      {
        id: 5,
        type: 'Sertifikat Legalitas Kayu (S-LK)',
        code: 'LVLK-003-IDN/2024/0117',
        issuer: 'PT Mutu Hijau Indonesia',
        validDate: '2024-03-01',
        expiredDate: '2027-02-28',
        status: 'VALID',
        cited: true,
        validOnReceiptDate: true,
      },
    ],
  }),
  receipt({
    id: 2,
    receiptNumber: 'PNR/JJF-01/2026/10/0002',
    receiptDate: '2026-10-08',
    supplierId: 2,
    supplierName: 'CV Kayu Rakyat Pati',
    documentNumber: 'NA-0011902',
    documentDate: '2026-10-07',
    harvestPlotIds: [13],
    // A number the receipt cites that is no record of the supplier, past its end on the day received.
    certificates: [
      {
        id: null,
        type: null,
        code: 'DKP-PTI-0388',
        issuer: null,
        validDate: null,
        expiredDate: '2026-09-30',
        status: null,
        cited: true,
        validOnReceiptDate: false,
      },
    ],
  }),
];

// The saw mill's input drew the first receipt whole and part of the second, first in, first out.
const sawMillInput = entry({
  entryId: 701,
  ...logs,
  ...sawMill,
  movementDate: '2026-10-12',
  movementType: 'PRODUCTION_INPUT',
  volumeM3: '9.0000',
  pieces: '36.00',
});
const assemblyPlanks = entry({
  entryId: 801,
  ...planks,
  ...assembly,
  movementDate: '2026-10-20',
  movementType: 'PRODUCTION_INPUT',
  volumeM3: '5.6000',
});
const assemblyLegs = entry({
  entryId: 802,
  ...logs,
  ...assembly,
  movementDate: '2026-10-20',
  movementType: 'PRODUCTION_INPUT',
  volumeM3: '1.0000',
  pieces: '4.00',
});
const export4 = entry({
  entryId: 901,
  ...tables,
  ...vlegal,
  movementDate: '2026-11-03',
  movementType: 'VLEGAL_EXPORT',
  volumeM3: '4.8000',
  pieces: '40.00',
});

/** Backward from the V-Legal: complete, every quantity ends at a receipt naming its plots. */
export const vlegalTrace: BackwardTrace = {
  outflows: [export4, assemblyPlanks, assemblyLegs, sawMillInput],
  inflows: [
    entry({
      entryId: 601,
      ...logs,
      ...receipt1,
      movementDate: '2026-10-05',
      movementType: 'RECEIPT_SUPPLIER',
      volumeM3: '6.0000',
      pieces: '24.00',
    }),
    entry({
      entryId: 602,
      ...logs,
      ...receipt2,
      movementDate: '2026-10-08',
      movementType: 'RECEIPT_SUPPLIER',
      volumeM3: '4.0000',
      pieces: '16.00',
    }),
    entry({
      entryId: 710,
      ...planks,
      ...sawMill,
      movementDate: '2026-10-12',
      movementType: 'PRODUCTION_OUTPUT',
      volumeM3: '5.6000',
    }),
    entry({
      entryId: 810,
      ...tables,
      ...assembly,
      movementDate: '2026-10-20',
      movementType: 'PRODUCTION_OUTPUT',
      volumeM3: '4.8000',
      pieces: '40.00',
    }),
  ],
  links: [
    link(701, 601, '6.0000', '24.00'),
    link(701, 602, '3.0000', '12.00'),
    link(801, 710, '5.6000'),
    link(802, 602, '1.0000', '4.00'),
    link(901, 810, '4.8000', '40.00'),
  ],
  receipts,
  plots,
  complete: true,
  truncated: false,
};

/** Backward from the local sale of planks: part from the opening balance, part from nothing the books held. */
export const saleTrace: BackwardTrace = {
  outflows: [
    entry({
      entryId: 1001,
      ...planks,
      ...sale,
      movementDate: '2026-11-14',
      movementType: 'LOCAL_SALES',
      volumeM3: '2.0000',
    }),
    sawMillInput,
  ],
  inflows: [
    entry({
      entryId: 501,
      ...planks,
      sourceType: 'STOCK',
      sourceId: 14,
      documentNumber: null,
      movementDate: '2026-01-01',
      movementType: 'INITIAL',
      volumeM3: '0.7000',
    }),
    entry({
      entryId: 601,
      ...logs,
      ...receipt1,
      movementDate: '2026-10-05',
      movementType: 'RECEIPT_SUPPLIER',
      volumeM3: '6.0000',
      pieces: '24.00',
    }),
    entry({
      entryId: 602,
      ...logs,
      ...receipt2,
      movementDate: '2026-10-08',
      movementType: 'RECEIPT_SUPPLIER',
      volumeM3: '3.0000',
      pieces: '12.00',
    }),
    entry({
      entryId: 710,
      ...planks,
      ...sawMill,
      movementDate: '2026-10-12',
      movementType: 'PRODUCTION_OUTPUT',
      volumeM3: '0.7000',
    }),
  ],
  links: [
    link(1001, 501, '0.7000'),
    link(1001, 710, '0.7000'),
    link(701, 601, '6.0000', '24.00'),
    link(701, 602, '3.0000', '12.00'),
  ],
  receipts,
  plots,
  complete: false,
  truncated: false,
};

/** Forward from plot KLG-03: its receipt, the saw mill, then the tables exported and planks sold. */
export const plotTrace: ForwardTrace = {
  inflows: [
    entry({
      entryId: 601,
      ...logs,
      ...receipt1,
      movementDate: '2026-10-05',
      movementType: 'RECEIPT_SUPPLIER',
      volumeM3: '6.0000',
      pieces: '24.00',
    }),
    entry({
      entryId: 710,
      ...planks,
      ...sawMill,
      movementDate: '2026-10-12',
      movementType: 'PRODUCTION_OUTPUT',
      volumeM3: '6.3000',
    }),
    entry({
      entryId: 810,
      ...tables,
      ...assembly,
      movementDate: '2026-10-20',
      movementType: 'PRODUCTION_OUTPUT',
      volumeM3: '4.8000',
      pieces: '40.00',
    }),
  ],
  outflows: [
    entry({ ...sawMillInput, volumeM3: '6.0000', pieces: '24.00' }),
    assemblyPlanks,
    entry({
      entryId: 1001,
      ...planks,
      ...sale,
      movementDate: '2026-11-14',
      movementType: 'LOCAL_SALES',
      volumeM3: '0.7000',
    }),
    export4,
  ],
  links: [
    link(701, 601, '6.0000', '24.00'),
    link(801, 710, '5.6000'),
    link(1001, 710, '0.7000'),
    link(901, 810, '4.8000', '40.00'),
  ],
  receipts: receipts.slice(0, 1),
  truncated: false,
};

const packPlot = (row: HarvestPlot): PackPlot => ({
  id: row.id,
  plotCode: row.plotCode ?? null,
  producerName: row.producerName,
  producerCountry: 'ID',
  productionPlace: row.productionPlace ?? null,
  areaHa: row.areaHa === null || row.areaHa === undefined ? null : row.areaHa.toFixed(4),
  geolocation: GEOMETRIES[row.id] ?? null,
  harvestStartDate: row.harvestStartDate ?? null,
  harvestEndDate: row.harvestEndDate ?? null,
});

/** A producer's plots as the statement holds them: a FeatureCollection, base64. */
const producer = (name: string, plotIds: number[]) => ({
  country: 'ID',
  name,
  geometryGeojson: btoa(
    JSON.stringify({
      type: 'FeatureCollection',
      features: plotIds.map((id) => ({ type: 'Feature', geometry: GEOMETRIES[id], properties: {} })),
    }),
  ),
});

const tablesCommodity = {
  hsHeading: '940360',
  descriptors: {
    descriptionOfGoods: 'Meja makan jati, 6 kursi',
    goodsMeasure: { netWeight: 2900, volume: 4.8, supplementaryUnit: 40, supplementaryUnitQualifier: 'PCS' },
  },
  speciesInfo: [{ scientificName: 'Tectona grandis', commonName: 'Jati' }],
  producers: [producer('KTH Wana Lestari', [11, 12]), producer('Suparman', [13])],
};

/** The approved V-Legal's data pack: ready, its one line posted, three plots of two producers. */
export const readyPack: DataPack = {
  vlegalId: 4,
  vlegalNumber: VLEGAL_NUMBER,
  applicationNumber: 'VL/JJF-01/2026/10/0007',
  destinationCountry: 'DE',
  euDestination: true,
  ready: true,
  problems: [],
  lines: [{ lineNo: 1, stockId: 11, posted: true, exportEntryId: 901, harvestPlotIds: [11, 12, 13] }],
  harvestPlots: plots.map(packPlot),
  statement: {
    internalReferenceNumber: VLEGAL_NUMBER,
    activityType: 'EXPORT',
    countryOfActivity: 'ID',
    commodities: [tablesCommodity],
  },
};

/**
 * The draft's data pack, read from what its stocks would draw from now: the chairs' stock reaches no plot,
 * and the smallholder's plot has no harvest dates yet.
 */
export const packWithProblems: DataPack = {
  vlegalId: 1,
  vlegalNumber: null,
  applicationNumber: 'VL/JJF-01/2026/11/0003',
  destinationCountry: 'DE',
  euDestination: true,
  ready: false,
  problems: [
    { rule: 'lineWithoutPlots', lineNo: 2 },
    { rule: 'plotWithoutHarvestDates', plotId: 13 },
  ],
  lines: [
    { lineNo: 1, stockId: 11, posted: false, exportEntryId: null, harvestPlotIds: [11, 13] },
    { lineNo: 2, stockId: 12, posted: false, exportEntryId: null, harvestPlotIds: [] },
  ],
  harvestPlots: [
    packPlot(plots[0] as HarvestPlot),
    { ...packPlot(plots[2] as HarvestPlot), harvestStartDate: null, harvestEndDate: null },
  ],
  statement: {
    internalReferenceNumber: 'VL/JJF-01/2026/11/0003',
    activityType: 'EXPORT',
    countryOfActivity: 'ID',
    commodities: [
      {
        ...tablesCommodity,
        descriptors: {
          descriptionOfGoods: 'Meja makan jati, 6 kursi',
          goodsMeasure: {
            netWeight: 1450,
            volume: 2.4,
            supplementaryUnit: 20,
            supplementaryUnitQualifier: 'PCS',
          },
        },
        producers: [producer('KTH Wana Lestari', [11]), producer('Suparman', [13])],
      },
      {
        hsHeading: '940179',
        descriptors: {
          descriptionOfGoods: 'Kursi taman lipat jati',
          goodsMeasure: {
            netWeight: 610,
            volume: 1.2,
            supplementaryUnit: 60,
            supplementaryUnitQualifier: 'PCS',
          },
        },
        speciesInfo: [{ scientificName: 'Tectona grandis', commonName: 'Jati' }],
        producers: [],
      },
    ],
  },
};
