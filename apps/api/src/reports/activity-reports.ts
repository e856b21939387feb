/**
 * The five activity reports, each declared once: its tables, which rows it holds, the date its period is
 * read on, its unit column, what the query searches, and its columns (`activity.ts` reads them). Column
 * keys are the row fields of the contract (`openapi/schemas/reports/activity.yaml`).
 */
import { sql } from 'kysely';
import { ISSUED_STATES } from '@vlegal/domain/export/vlegal';
import { BUSINESS_TIME_ZONE } from '@vlegal/domain/unit-validity';
import { readTexts } from '../http/handlers/texts.ts';
import type { ActivityReport, ReportColumn, Texts } from './activity.ts';

const t = (inText: string, en: string): Texts => ({ in: inText, en });

/** The V-Legal statuses in the words of the screens. */
function vlegalStatusLabels(): Record<string, Texts> {
  const of = (lang: 'in' | 'en') =>
    // biome-ignore lint/suspicious/noExplicitAny: the texts are nested JSON
    ((readTexts(lang) as any)?.resources?.vlegal?.values?.status ?? {}) as Record<string, string>;
  const [inside, english] = [of('in'), of('en')];
  return Object.fromEntries(
    Object.keys(inside).map((code) => [code, t(inside[code] ?? code, english[code] ?? code)]),
  );
}
const VLEGAL_STATUS = vlegalStatusLabels();

/** Every row names its unit; the sheet shows the unit's name only when it covers several. */
const unitColumns = (column: string): ReportColumn[] => [
  { key: 'businessUnitId', kind: 'id', sql: sql.ref(column) },
  {
    key: 'businessUnitName',
    kind: 'text',
    sql: sql.ref('bu.name'),
    title: t('Unit usaha', 'Business unit'),
    acrossUnits: true,
    width: 22,
  },
];

const species: ReportColumn[] = [
  {
    key: 'scientificName',
    kind: 'text',
    sql: sql.ref('sn.scientific_name'),
    title: t('Nama ilmiah', 'Scientific name'),
    width: 24,
  },
  { key: 'tradeName', kind: 'text', sql: sql.ref('sn.trade_name'), title: t('Nama dagang', 'Trade name') },
];

const importMaterials: ActivityReport = {
  name: 'import-materials',
  operations: { json: 'getImportMaterialsReport', excel: 'getImportMaterialsExcelReport' },
  title: t('Laporan Penerimaan Bahan Baku', 'Material receipts report'),
  from: sql`import_material im
    JOIN business_unit bu ON bu.id = im.business_unit_id
    LEFT JOIN supplier sp ON sp.id = im.supplier_id
    LEFT JOIN sub_con sc ON sc.id = im.sub_con_id
    JOIN document_transport_type dt ON dt.id = im.document_transport_type_id
    JOIN origin_of_raw_material o ON o.id = im.origin_of_raw_material_id
    JOIN country ch ON ch.id = im.country_of_harvest_id
    LEFT JOIN raw_material rm ON rm.id = im.raw_material_id
    LEFT JOIN product p ON p.id = im.product_id
    LEFT JOIN scientific_name sn ON sn.id = coalesce(im.scientific_name_id, rm.scientific_name_id, p.scientific_name_id)`,
  // A cancelled receipt was reversed in the books: it received nothing.
  where: sql`im.status = 'POSTED'`,
  date: sql.ref('im.receipt_date'),
  unit: sql.ref('im.business_unit_id'),
  search: [
    'receiptNumber',
    'partyName',
    'documentNumber',
    'itemCode',
    'itemName',
    'scientificName',
    'tradeName',
  ],
  order: sql`im.receipt_date, im.receipt_number, im.id`,
  columns: [
    { key: 'importMaterialId', kind: 'id', sql: sql.ref('im.id') },
    ...unitColumns('im.business_unit_id'),
    {
      key: 'receiptNumber',
      kind: 'text',
      sql: sql.ref('im.receipt_number'),
      title: t('No. penerimaan', 'Receipt no.'),
      width: 22,
    },
    { key: 'receiptDate', kind: 'date', sql: sql.ref('im.receipt_date'), title: t('Tanggal', 'Date') },
    {
      key: 'partyType',
      kind: 'text',
      sql: sql`CASE WHEN im.supplier_id IS NULL THEN 'SUB_CON' ELSE 'SUPPLIER' END`,
      title: t('Dari', 'From'),
      labels: { SUPPLIER: t('Pemasok', 'Supplier'), SUB_CON: t('Subkontraktor', 'Sub-contractor') },
    },
    {
      key: 'partyName',
      kind: 'text',
      sql: sql`coalesce(sp.name, sc.name)`,
      title: t('Pemasok / subkontraktor', 'Supplier / sub-contractor'),
      width: 26,
    },
    {
      key: 'documentTransportType',
      kind: 'text',
      sql: sql.ref('dt.code'),
      title: t('Dokumen angkutan', 'Transport document'),
    },
    {
      key: 'documentNumber',
      kind: 'text',
      sql: sql.ref('im.document_number'),
      title: t('No. dokumen', 'Document no.'),
      width: 20,
    },
    {
      key: 'documentDate',
      kind: 'date',
      sql: sql.ref('im.document_date'),
      title: t('Tgl. dokumen', 'Document date'),
    },
    {
      key: 'originOfRawMaterial',
      kind: 'text',
      sql: sql.ref('o.description'),
      title: t('Asal bahan baku', 'Origin'),
      width: 26,
    },
    {
      key: 'countryOfHarvest',
      kind: 'text',
      sql: sql.ref('ch.name'),
      title: t('Negara asal tebangan', 'Country of harvest'),
    },
    { key: 'itemCode', kind: 'text', sql: sql`coalesce(rm.code, p.code)`, title: t('Kode', 'Code') },
    {
      key: 'itemName',
      kind: 'text',
      sql: sql`coalesce(rm.name, p.name)`,
      title: t('Nama barang', 'Item'),
      width: 26,
    },
    ...species,
    {
      key: 'volumeM3',
      kind: 'm3',
      sql: sql.ref('im.volume_m3'),
      title: t('Volume (m³)', 'Volume (m³)'),
      total: true,
    },
    {
      key: 'pieces',
      kind: 'pieces',
      sql: sql.ref('im.pieces'),
      title: t('Jumlah (btg/kpg)', 'Pieces'),
      total: true,
    },
    {
      key: 'weightKg',
      kind: 'kg',
      sql: sql.ref('im.weight_kg'),
      title: t('Berat (kg)', 'Weight (kg)'),
      total: true,
    },
    {
      key: 'supplierCertificateNumber',
      kind: 'text',
      sql: sql.ref('im.supplier_certificate_number'),
      title: t('No. sertifikat pemasok', 'Supplier certificate no.'),
      width: 22,
    },
  ],
};

/** A production's lines of one kind as text: each item with its volume, in the order they were written. */
const linesOf = (table: 'production_source_material' | 'production_output_material') => sql`(
  SELECT string_agg(concat_ws(' ', s.item_code, s.item_name) || ' ' || l.volume_m3::text || ' m³', '; '
    ORDER BY l.id)
  FROM ${sql.table(table)} l JOIN stock s ON s.id = l.stock_id
  WHERE l.production_id = pr.id)`;

const productions: ActivityReport = {
  name: 'productions',
  operations: { json: 'getProductionsReport', excel: 'getProductionsExcelReport' },
  title: t('Laporan Produksi', 'Productions report'),
  from: sql`production pr
    JOIN business_unit bu ON bu.id = pr.business_unit_id
    LEFT JOIN sub_con sc ON sc.id = pr.sub_con_id`,
  where: sql`pr.status = 'POSTED'`,
  date: sql.ref('pr.production_date'),
  unit: sql.ref('pr.business_unit_id'),
  search: ['productionNumber', 'description', 'subConName', 'inputs', 'outputs'],
  order: sql`pr.production_date, pr.production_number, pr.id`,
  columns: [
    { key: 'productionId', kind: 'id', sql: sql.ref('pr.id') },
    ...unitColumns('pr.business_unit_id'),
    {
      key: 'productionNumber',
      kind: 'text',
      sql: sql.ref('pr.production_number'),
      title: t('No. produksi', 'Production no.'),
      width: 22,
    },
    { key: 'productionDate', kind: 'date', sql: sql.ref('pr.production_date'), title: t('Tanggal', 'Date') },
    {
      key: 'subConName',
      kind: 'text',
      sql: sql.ref('sc.name'),
      title: t('Dikerjakan oleh subkontraktor', 'Processed by sub-contractor'),
      width: 22,
    },
    {
      key: 'description',
      kind: 'text',
      sql: sql.ref('pr.description'),
      title: t('Uraian', 'Description'),
      width: 24,
    },
    {
      key: 'inputs',
      kind: 'text',
      sql: linesOf('production_source_material'),
      title: t('Bahan baku dipakai', 'Inputs'),
      width: 40,
    },
    {
      key: 'outputs',
      kind: 'text',
      sql: linesOf('production_output_material'),
      title: t('Hasil produksi', 'Outputs'),
      width: 40,
    },
    {
      key: 'inputVolumeM3',
      kind: 'm3',
      sql: sql.ref('pr.input_volume_m3'),
      title: t('Volume bahan (m³)', 'Input (m³)'),
      total: true,
    },
    {
      key: 'outputVolumeM3',
      kind: 'm3',
      sql: sql.ref('pr.output_volume_m3'),
      title: t('Volume hasil (m³)', 'Output (m³)'),
      total: true,
    },
    {
      key: 'yieldPercent',
      kind: 'percent',
      sql: sql.ref('pr.yield_percent'),
      title: t('Rendemen (%)', 'Yield (%)'),
      total: { ratio: ['outputVolumeM3', 'inputVolumeM3'] },
    },
  ],
};

const localSales: ActivityReport = {
  name: 'local-sales',
  operations: { json: 'getLocalSalesReport', excel: 'getLocalSalesExcelReport' },
  title: t('Laporan Penjualan Lokal', 'Local sales report'),
  // One row per line of a sale.
  from: sql`local_sales_material l
    JOIN local_sales ls ON ls.id = l.local_sales_id
    JOIN business_unit bu ON bu.id = ls.business_unit_id
    JOIN buyer buy ON buy.id = ls.buyer_id
    LEFT JOIN document_transport_type dt ON dt.id = ls.document_transport_type_id
    LEFT JOIN currency cu ON cu.id = ls.currency_id
    JOIN stock s ON s.id = l.stock_id
    LEFT JOIN raw_material rm ON rm.id = s.raw_material_id
    LEFT JOIN product p ON p.id = s.product_id
    LEFT JOIN scientific_name sn ON sn.id = coalesce(s.scientific_name_id, rm.scientific_name_id, p.scientific_name_id)`,
  where: sql`ls.status = 'POSTED'`,
  date: sql.ref('ls.sales_date'),
  unit: sql.ref('ls.business_unit_id'),
  search: [
    'salesNumber',
    'buyerName',
    'invoiceNumber',
    'documentNumber',
    'itemCode',
    'itemName',
    'scientificName',
    'tradeName',
  ],
  order: sql`ls.sales_date, ls.sales_number, ls.id, l.id`,
  currency: 'currencyCode',
  columns: [
    { key: 'localSalesId', kind: 'id', sql: sql.ref('ls.id') },
    { key: 'localSalesMaterialId', kind: 'id', sql: sql.ref('l.id') },
    ...unitColumns('ls.business_unit_id'),
    {
      key: 'salesNumber',
      kind: 'text',
      sql: sql.ref('ls.sales_number'),
      title: t('No. penjualan', 'Sale no.'),
      width: 22,
    },
    { key: 'salesDate', kind: 'date', sql: sql.ref('ls.sales_date'), title: t('Tanggal', 'Date') },
    { key: 'buyerName', kind: 'text', sql: sql.ref('buy.name'), title: t('Pembeli', 'Buyer'), width: 26 },
    {
      key: 'invoiceNumber',
      kind: 'text',
      sql: sql.ref('ls.invoice_number'),
      title: t('No. faktur', 'Invoice no.'),
      width: 18,
    },
    {
      key: 'documentTransportType',
      kind: 'text',
      sql: sql.ref('dt.code'),
      title: t('Dokumen angkutan', 'Transport document'),
    },
    {
      key: 'documentNumber',
      kind: 'text',
      sql: sql.ref('ls.document_number'),
      title: t('No. dokumen', 'Document no.'),
      width: 20,
    },
    {
      key: 'itemCode',
      kind: 'text',
      sql: sql`coalesce(s.item_code, rm.code, p.code)`,
      title: t('Kode', 'Code'),
    },
    {
      key: 'itemName',
      kind: 'text',
      sql: sql`coalesce(s.item_name, rm.name, p.name)`,
      title: t('Nama barang', 'Item'),
      width: 26,
    },
    ...species,
    {
      key: 'volumeM3',
      kind: 'm3',
      sql: sql.ref('l.volume_m3'),
      title: t('Volume (m³)', 'Volume (m³)'),
      total: true,
    },
    {
      key: 'pieces',
      kind: 'pieces',
      sql: sql.ref('l.pieces'),
      title: t('Jumlah (btg/kpg)', 'Pieces'),
      total: true,
    },
    {
      key: 'weightKg',
      kind: 'kg',
      sql: sql.ref('l.weight_kg'),
      title: t('Berat (kg)', 'Weight (kg)'),
      total: true,
    },
    {
      key: 'unitPrice',
      kind: 'money',
      sql: sql.ref('l.unit_price'),
      title: t('Harga per m³', 'Price per m³'),
    },
    { key: 'value', kind: 'money', sql: sql.ref('l.value'), title: t('Nilai', 'Value'), total: true },
    {
      key: 'currencyCode',
      kind: 'text',
      sql: sql.ref('cu.code'),
      title: t('Mata uang', 'Currency'),
      width: 8,
    },
  ],
};

const VLEGAL_FROM = sql`vlegal v
  JOIN business_unit bu ON bu.id = v.business_unit_id
  JOIN buyer buy ON buy.id = v.buyer_id
  JOIN country dc ON dc.id = v.country_of_destination_id
  JOIN currency cu ON cu.id = v.currency_id`;

const vlegalColumns = {
  id: { key: 'vlegalId', kind: 'id', sql: sql.ref('v.id') },
  applicationNumber: {
    key: 'applicationNumber',
    kind: 'text',
    sql: sql.ref('v.application_number'),
    title: t('No. permohonan', 'Application no.'),
    width: 22,
  },
  applicationDate: {
    key: 'applicationDate',
    kind: 'date',
    sql: sql.ref('v.application_date'),
    title: t('Tgl. permohonan', 'Application date'),
  },
  vlegalNumber: {
    key: 'vlegalNumber',
    kind: 'text',
    sql: sql.ref('v.vlegal_number'),
    title: t('No. V-Legal', 'V-Legal no.'),
    width: 26,
  },
  issueDate: {
    key: 'issueDate',
    kind: 'date',
    sql: sql.ref('v.issue_date'),
    title: t('Tgl. terbit', 'Issued on'),
  },
  validUntil: {
    key: 'validUntil',
    kind: 'date',
    sql: sql.ref('v.valid_until'),
    title: t('Berlaku sampai', 'Valid until'),
  },
  status: {
    key: 'status',
    kind: 'text',
    sql: sql.ref('v.status'),
    title: t('Status', 'Status'),
    labels: VLEGAL_STATUS,
  },
  buyerName: {
    key: 'buyerName',
    kind: 'text',
    sql: sql.ref('buy.name'),
    title: t('Pembeli', 'Buyer'),
    width: 26,
  },
  destinationCountry: {
    key: 'destinationCountry',
    kind: 'text',
    sql: sql.ref('dc.name'),
    title: t('Negara tujuan', 'Destination'),
  },
  invoiceNumber: {
    key: 'invoiceNumber',
    kind: 'text',
    sql: sql.ref('v.invoice_number'),
    title: t('No. invoice', 'Invoice no.'),
    width: 20,
  },
} satisfies Record<string, ReportColumn>;

const vlegals: ActivityReport = {
  name: 'vlegals',
  operations: { json: 'getVlegalsReport', excel: 'getVlegalsExcelReport' },
  title: t('Laporan Dokumen V-Legal', 'V-Legal documents report'),
  from: VLEGAL_FROM,
  // Every application of the period, whatever became of it: its status says.
  where: sql`true`,
  date: sql.ref('v.application_date'),
  unit: sql.ref('v.business_unit_id'),
  search: [
    'applicationNumber',
    'vlegalNumber',
    'buyerName',
    'destinationCountry',
    'invoiceNumber',
    'hsCodes',
    'scientificNames',
  ],
  order: sql`v.application_date, v.application_number, v.id`,
  currency: 'currencyCode',
  columns: [
    vlegalColumns.id,
    ...unitColumns('v.business_unit_id'),
    vlegalColumns.applicationNumber,
    vlegalColumns.applicationDate,
    vlegalColumns.vlegalNumber,
    vlegalColumns.issueDate,
    vlegalColumns.validUntil,
    vlegalColumns.status,
    vlegalColumns.buyerName,
    vlegalColumns.destinationCountry,
    vlegalColumns.invoiceNumber,
    {
      key: 'hsCodes',
      kind: 'text',
      sql: sql`(SELECT string_agg(DISTINCT h.code, ', ' ORDER BY h.code)
        FROM vlegal_material m JOIN hs_code h ON h.id = m.hs_code_id WHERE m.vlegal_id = v.id)`,
      title: t('Kode HS', 'HS codes'),
      width: 16,
    },
    {
      // The lines' species and those their countries of harvest name (box 11).
      key: 'scientificNames',
      kind: 'text',
      sql: sql`(SELECT string_agg(DISTINCT n.scientific_name, ', ' ORDER BY n.scientific_name)
        FROM vlegal_material m
        LEFT JOIN vlegal_material_country mc ON mc.vlegal_material_id = m.id
        JOIN scientific_name n ON n.id IN (m.scientific_name_id, mc.scientific_name_id)
        WHERE m.vlegal_id = v.id)`,
      title: t('Jenis kayu', 'Species'),
      width: 26,
    },
    {
      key: 'volumeM3',
      kind: 'm3',
      sql: sql.ref('v.total_volume_m3'),
      title: t('Volume (m³)', 'Volume (m³)'),
      total: true,
    },
    {
      key: 'netWeightKg',
      kind: 'kg',
      sql: sql.ref('v.total_net_weight_kg'),
      title: t('Berat bersih (kg)', 'Net weight (kg)'),
      total: true,
    },
    {
      key: 'units',
      kind: 'pieces',
      sql: sql.ref('v.total_units'),
      title: t('Jumlah unit', 'Units'),
      total: true,
    },
    { key: 'value', kind: 'money', sql: sql.ref('v.total_value'), title: t('Nilai', 'Value'), total: true },
    {
      key: 'currencyCode',
      kind: 'text',
      sql: sql.ref('cu.code'),
      title: t('Mata uang', 'Currency'),
      width: 8,
    },
  ],
};

/** Licences that may still be shipped under, and so still wait for their customs declaration. */
const AWAITING_PEB = ISSUED_STATES.filter((s) => !['RELEASED', 'REPLACED', 'CANCELLED'].includes(s));
/** The customs declaration (PEB) of a licence, recorded with its release after shipment. */
const PEB_NUMBER = sql.ref('v.peb_number');
const PEB_DATE = sql.ref('v.peb_date');
const PEB_MISSING = sql`(${PEB_NUMBER} IS NULL AND v.status IN (${sql.join(AWAITING_PEB)}))`;
const TODAY = sql`(now() AT TIME ZONE ${sql.lit(BUSINESS_TIME_ZONE)})::date`;
/** How many days before the end of its validity a licence without a PEB is flagged. */
const EXPIRY_WARNING_DAYS = 14;

const vlegalsPeb: ActivityReport = {
  name: 'vlegals-peb',
  operations: { json: 'getVlegalsPebReport', excel: 'getVlegalsPebExcelReport' },
  title: t('Laporan V-Legal dan PEB', 'V-Legal licences and customs declarations report'),
  from: VLEGAL_FROM,
  where: sql`v.status IN (${sql.join([...ISSUED_STATES])})`,
  date: sql.ref('v.issue_date'),
  unit: sql.ref('v.business_unit_id'),
  search: [
    'vlegalNumber',
    'applicationNumber',
    'buyerName',
    'destinationCountry',
    'invoiceNumber',
    'pebNumber',
  ],
  order: sql`v.issue_date, v.vlegal_number, v.id`,
  columns: [
    vlegalColumns.id,
    ...unitColumns('v.business_unit_id'),
    vlegalColumns.vlegalNumber,
    vlegalColumns.applicationNumber,
    vlegalColumns.issueDate,
    vlegalColumns.validUntil,
    vlegalColumns.status,
    vlegalColumns.buyerName,
    vlegalColumns.destinationCountry,
    vlegalColumns.invoiceNumber,
    { key: 'pebNumber', kind: 'text', sql: PEB_NUMBER, title: t('No. PEB', 'PEB no.'), width: 20 },
    { key: 'pebDate', kind: 'date', sql: PEB_DATE, title: t('Tgl. PEB', 'PEB date') },
    {
      key: 'approvedVolumeM3',
      kind: 'm3',
      sql: sql.ref('v.total_volume_m3'),
      title: t('Volume disetujui (m³)', 'Approved (m³)'),
      total: true,
    },
    {
      // What the licence took from stock: its export entries net of their reversals.
      key: 'exportedVolumeM3',
      kind: 'm3',
      sql: sql`(SELECT coalesce(-sum(c.volume_m3), 0) FROM stock_credit c
        WHERE c.source_type = 'VLEGAL' AND c.source_id = v.id AND c.movement_type = 'VLEGAL_EXPORT')`,
      title: t('Volume diekspor (m³)', 'Exported (m³)'),
      total: true,
    },
    { key: 'pebMissing', kind: 'flag', sql: PEB_MISSING, title: t('PEB belum ada', 'No PEB yet') },
    {
      key: 'expiresSoon',
      kind: 'flag',
      sql: sql`(${PEB_MISSING} AND v.valid_until >= ${TODAY}
        AND v.valid_until <= ${TODAY} + ${sql.lit(EXPIRY_WARNING_DAYS)})`,
      title: t(`Berakhir ≤ ${EXPIRY_WARNING_DAYS} hari`, `Ends within ${EXPIRY_WARNING_DAYS} days`),
    },
    {
      key: 'expired',
      kind: 'flag',
      sql: sql`(${PEB_MISSING} AND v.valid_until < ${TODAY})`,
      title: t('Masa berlaku habis', 'Validity ended'),
    },
  ],
};

export const ACTIVITY_REPORTS: readonly ActivityReport[] = [
  importMaterials,
  productions,
  localSales,
  vlegals,
  vlegalsPeb,
];
