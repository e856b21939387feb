/**
 * The activity reports as data: each report's calls (its page of rows, its Excel workbook), its columns
 * and its totals. One page shows them all (`ActivityReportPage`), so a report is declared here, not built.
 */
import {
  getImportMaterialsExcelReport,
  getImportMaterialsReport,
  getLocalSalesExcelReport,
  getLocalSalesReport,
  getProductionsExcelReport,
  getProductionsReport,
  getVlegalsExcelReport,
  getVlegalsPebExcelReport,
  getVlegalsPebReport,
  getVlegalsReport,
} from '@vlegal/api-client/query';

export type ActivityReportId = 'importMaterials' | 'productions' | 'localSales' | 'vlegals' | 'vlegalsPeb';

/** How a column's value is written, and whether it is a figure (right-aligned). */
export type ColumnKind = 'text' | 'date' | 'm3' | 'kg' | 'pieces' | 'money' | 'percent' | 'flag';

export interface ActivityColumn {
  /** The row's field; its title is `activityReports.columns.<field>`. */
  field: string;
  kind: ColumnKind;
  /** A code shown by its name: `<values>.<code>`. */
  values?: string;
  /** Money: the row's field naming its currency. */
  currencyField?: string;
  /** Flag: the row's booleans, most serious first; the first that holds is named. */
  flags?: readonly string[];
  /** Left out of a row stacked on a phone: the row reads in a few lines. */
  wideOnly?: boolean;
}

export interface ActivityTotal {
  field: string;
  kind: Exclude<ColumnKind, 'text' | 'date' | 'flag' | 'money'>;
}

export interface ReportParams {
  startDate: string;
  endDate: string;
  businessUnitId?: number;
  query?: string;
}

type Answer = { data: unknown; status: number; headers: Headers };
type Call = (params: ReportParams & { page: number; size: number }, options?: RequestInit) => Promise<Answer>;
type ExcelCall = (params: ReportParams, options?: RequestInit) => Promise<Answer>;

export interface ActivityReport {
  id: ActivityReportId;
  /** The path of its JSON call: the key of its cached answers. */
  path: string;
  call: Call;
  excel: ExcelCall;
  /** The row's own id (a sold line is one row). */
  rowId: string;
  /** The field naming a row in the table's labels. */
  rowLabel: string;
  columns: readonly ActivityColumn[];
  totals: readonly ActivityTotal[];
  /** Whether its totals carry money per currency. */
  byCurrency?: boolean;
}

const unit: ActivityColumn = { field: 'businessUnitName', kind: 'text', wideOnly: true };
const species: ActivityColumn[] = [
  { field: 'scientificName', kind: 'text' },
  { field: 'tradeName', kind: 'text', wideOnly: true },
];

export const ACTIVITY_REPORTS: Record<ActivityReportId, ActivityReport> = {
  importMaterials: {
    id: 'importMaterials',
    path: '/api/import-materials-report',
    call: getImportMaterialsReport as Call,
    excel: getImportMaterialsExcelReport as ExcelCall,
    rowId: 'importMaterialId',
    rowLabel: 'receiptNumber',
    columns: [
      { field: 'receiptNumber', kind: 'text' },
      { field: 'receiptDate', kind: 'date' },
      unit,
      { field: 'partyType', kind: 'text', values: 'activityReports.partyType', wideOnly: true },
      { field: 'partyName', kind: 'text' },
      { field: 'documentTransportType', kind: 'text', wideOnly: true },
      { field: 'documentNumber', kind: 'text' },
      { field: 'documentDate', kind: 'date', wideOnly: true },
      { field: 'originOfRawMaterial', kind: 'text', wideOnly: true },
      { field: 'countryOfHarvest', kind: 'text', wideOnly: true },
      { field: 'itemCode', kind: 'text', wideOnly: true },
      { field: 'itemName', kind: 'text' },
      ...species,
      { field: 'volumeM3', kind: 'm3' },
      { field: 'pieces', kind: 'pieces' },
      { field: 'weightKg', kind: 'kg' },
      { field: 'supplierCertificateNumber', kind: 'text', wideOnly: true },
    ],
    totals: [
      { field: 'volumeM3', kind: 'm3' },
      { field: 'pieces', kind: 'pieces' },
      { field: 'weightKg', kind: 'kg' },
    ],
  },
  productions: {
    id: 'productions',
    path: '/api/productions-report',
    call: getProductionsReport as Call,
    excel: getProductionsExcelReport as ExcelCall,
    rowId: 'productionId',
    rowLabel: 'productionNumber',
    columns: [
      { field: 'productionNumber', kind: 'text' },
      { field: 'productionDate', kind: 'date' },
      unit,
      { field: 'subConName', kind: 'text', wideOnly: true },
      { field: 'description', kind: 'text', wideOnly: true },
      { field: 'inputs', kind: 'text' },
      { field: 'outputs', kind: 'text' },
      { field: 'inputVolumeM3', kind: 'm3' },
      { field: 'outputVolumeM3', kind: 'm3' },
      { field: 'yieldPercent', kind: 'percent' },
    ],
    totals: [
      { field: 'inputVolumeM3', kind: 'm3' },
      { field: 'outputVolumeM3', kind: 'm3' },
      { field: 'yieldPercent', kind: 'percent' },
    ],
  },
  localSales: {
    id: 'localSales',
    path: '/api/local-sales-report',
    call: getLocalSalesReport as Call,
    excel: getLocalSalesExcelReport as ExcelCall,
    rowId: 'localSalesMaterialId',
    rowLabel: 'salesNumber',
    columns: [
      { field: 'salesNumber', kind: 'text' },
      { field: 'salesDate', kind: 'date' },
      unit,
      { field: 'buyerName', kind: 'text' },
      { field: 'invoiceNumber', kind: 'text', wideOnly: true },
      { field: 'documentTransportType', kind: 'text', wideOnly: true },
      { field: 'documentNumber', kind: 'text', wideOnly: true },
      { field: 'itemCode', kind: 'text', wideOnly: true },
      { field: 'itemName', kind: 'text' },
      ...species,
      { field: 'volumeM3', kind: 'm3' },
      { field: 'pieces', kind: 'pieces', wideOnly: true },
      { field: 'weightKg', kind: 'kg', wideOnly: true },
      { field: 'unitPrice', kind: 'money', currencyField: 'currencyCode', wideOnly: true },
      { field: 'value', kind: 'money', currencyField: 'currencyCode' },
    ],
    totals: [
      { field: 'volumeM3', kind: 'm3' },
      { field: 'pieces', kind: 'pieces' },
      { field: 'weightKg', kind: 'kg' },
    ],
    byCurrency: true,
  },
  vlegals: {
    id: 'vlegals',
    path: '/api/vlegals-report',
    call: getVlegalsReport as Call,
    excel: getVlegalsExcelReport as ExcelCall,
    rowId: 'vlegalId',
    rowLabel: 'applicationNumber',
    columns: [
      { field: 'applicationNumber', kind: 'text' },
      { field: 'applicationDate', kind: 'date' },
      unit,
      { field: 'vlegalNumber', kind: 'text' },
      { field: 'issueDate', kind: 'date', wideOnly: true },
      { field: 'validUntil', kind: 'date', wideOnly: true },
      { field: 'status', kind: 'text', values: 'resources.vlegal.values.status' },
      { field: 'buyerName', kind: 'text' },
      { field: 'destinationCountry', kind: 'text' },
      { field: 'invoiceNumber', kind: 'text', wideOnly: true },
      { field: 'hsCodes', kind: 'text', wideOnly: true },
      { field: 'scientificNames', kind: 'text', wideOnly: true },
      { field: 'volumeM3', kind: 'm3' },
      { field: 'netWeightKg', kind: 'kg', wideOnly: true },
      { field: 'units', kind: 'pieces', wideOnly: true },
      { field: 'value', kind: 'money', currencyField: 'currencyCode' },
    ],
    totals: [
      { field: 'volumeM3', kind: 'm3' },
      { field: 'netWeightKg', kind: 'kg' },
      { field: 'units', kind: 'pieces' },
    ],
    byCurrency: true,
  },
  vlegalsPeb: {
    id: 'vlegalsPeb',
    path: '/api/vlegals-peb-report',
    call: getVlegalsPebReport as Call,
    excel: getVlegalsPebExcelReport as ExcelCall,
    rowId: 'vlegalId',
    rowLabel: 'vlegalNumber',
    columns: [
      { field: 'vlegalNumber', kind: 'text' },
      { field: 'issueDate', kind: 'date' },
      unit,
      { field: 'applicationNumber', kind: 'text', wideOnly: true },
      { field: 'validUntil', kind: 'date' },
      { field: 'status', kind: 'text', values: 'resources.vlegal.values.status', wideOnly: true },
      { field: 'buyerName', kind: 'text' },
      { field: 'destinationCountry', kind: 'text', wideOnly: true },
      { field: 'invoiceNumber', kind: 'text', wideOnly: true },
      { field: 'pebNumber', kind: 'text' },
      { field: 'pebDate', kind: 'date', wideOnly: true },
      { field: 'approvedVolumeM3', kind: 'm3' },
      { field: 'exportedVolumeM3', kind: 'm3' },
      { field: 'attention', kind: 'flag', flags: ['expired', 'expiresSoon', 'pebMissing'] },
    ],
    totals: [
      { field: 'approvedVolumeM3', kind: 'm3' },
      { field: 'exportedVolumeM3', kind: 'm3' },
    ],
  },
};

/** The pages of the reports: a route names its page, a page shows one report or two as tabs. */
export type ActivityPageId = 'importMaterial' | 'production' | 'exportSales' | 'localSales';

/**
 * A tab of a page: an activity report, or the realization of the permitted products against their capacity
 * (a yearly report of its own, `RealizationReport`).
 */
export type ActivityTabId = ActivityReportId | 'realization';

export const ACTIVITY_PAGES: Record<ActivityPageId, readonly [ActivityReportId, ...ActivityTabId[]]> = {
  importMaterial: ['importMaterials'],
  production: ['productions', 'realization'],
  exportSales: ['vlegals', 'vlegalsPeb'],
  localSales: ['localSales'],
};

/** Rows a page. */
export const ACTIVITY_PAGE_SIZE = 20;
