/**
 * Fixed rows of the stories of what moves a unit's stock besides a receipt: a transfer to another unit and
 * one to a sub-contractor, a production sawing logs, a local sale of sawn timber, with the stocks they moved,
 * the places they went and their ledger entries; and the countries of the buyers.
 */
import { audit, UNIT } from './stories-receipt-rows.ts';

type Rows = Record<string, unknown>[];

/** The countries a buyer is of, in the sales stories. */
export const COUNTRIES: Rows = [
  { id: 1, code: 'ID', code3: 'IDN', name: 'Indonesia', flegtPartner: false, active: true },
  { id: 2, code: 'DE', code3: 'DEU', name: 'Jerman', flegtPartner: true, active: true },
];

/** The unit's teak logs, a second unit of its company, and the logs held at the carver. */
const companyUnits = [
  UNIT,
  { id: 3, code: 'JJF-02', name: 'Gudang Kalinyamatan', companyId: 1, active: true },
];
export const transferRows = {
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
      allowedActions: ['update', 'cancel'],
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
      cancelledBy: 'unitadmin',
      cancelledDate: '2026-11-16T08:05:00Z',
      cancelReason: 'Pengrajin menolak pesanan',
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

const sawnTimber = {
  id: 6,
  businessUnitId: 1,
  subConId: null,
  itemCode: 'KG-JATI',
  itemName: 'Kayu gergajian jati',
};

/** The unit's teak logs sawn into sawn teak: one production with a line of each kind, and its entries. */
export const productionRows = {
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
export const salesRows = {
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
      allowedActions: ['update', 'cancel'],
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
