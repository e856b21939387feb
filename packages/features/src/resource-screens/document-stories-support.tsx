/**
 * A document-shaped screen for stories only: a timber receipt with a document section, a transport
 * section, lines of species and volume, and workflow steps; its texts in both languages and an in-memory
 * server for it beside the master-data store (same rows on every run).
 */
import { apiFetch } from '@vlegal/api-client/fetcher';
import { pageOf } from '@vlegal/api-client/mock-store';
import { PROBLEM_TYPES } from '@vlegal/domain/problems';
import { StatusBadge } from '@vlegal/ui/Badge';
import { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { useTranslation } from 'react-i18next';
import { strictI18n } from '../i18n/stories.tsx';
import { type Answer, defineScreen, type ListParams, type ResourceOf } from './screen-config.ts';
import { installStore } from './stories-support.tsx';

interface ReceiptLine {
  id?: number;
  scientificNameId: number | null;
  /** m³, exact: a decimal written as text. */
  quantity: string | null;
  pieces: number | null;
}

type Status = 'DRAFT' | 'SUBMITTED' | 'CANCELLED';

export interface Receipt {
  id: number;
  documentNumber: string;
  receivedOn: string;
  supplierName: string;
  status: Status;
  transportationId: number | null;
  vehicleNumber: string | null;
  lines: ReceiptLine[];
  allowedActions?: string[];
}

const receipt: ResourceOf<Receipt> = {
  key: 'receipt',
  path: 'receipts',
  fields: [
    { name: 'documentNumber', kind: 'string', required: true, maxLength: 30 },
    { name: 'receivedOn', kind: 'date', required: true },
    { name: 'supplierName', kind: 'string', required: true, maxLength: 100 },
    {
      name: 'status',
      kind: 'enum',
      required: false,
      readOnly: true,
      values: ['DRAFT', 'SUBMITTED', 'CANCELLED'],
    },
    { name: 'transportationId', kind: 'reference', required: false, references: 'transportation' },
    { name: 'vehicleNumber', kind: 'string', required: false, maxLength: 20 },
  ],
  sortable: ['id', 'documentNumber', 'receivedOn'],
  defaultSort: ['receivedOn', 'desc'],
  search: ['documentNumber', 'supplierName'],
  filters: {},
};

const TEXTS = {
  in: {
    name: 'Penerimaan Kayu',
    plural: 'Penerimaan Kayu',
    fields: {
      documentNumber: 'Nomor dokumen',
      receivedOn: 'Tanggal terima',
      supplierName: 'Pemasok',
      status: 'Status',
      transportationId: 'Alat angkut',
      vehicleNumber: 'Nomor kendaraan',
      lines: 'Rincian kayu',
    },
    lineFields: { scientificNameId: 'Jenis kayu', quantity: 'Volume (m³)', pieces: 'Jumlah batang' },
    values: { status: { DRAFT: 'Konsep', SUBMITTED: 'Diajukan', CANCELLED: 'Dibatalkan' } },
    sections: { document: 'Dokumen', transport: 'Pengangkutan' },
    actions: {
      submit: 'Ajukan',
      approve: 'Setujui',
      cancel: 'Batalkan',
      cancelConfirm: 'Penerimaan {{label}} akan dibatalkan dan tidak dapat diajukan lagi.',
      submitted: 'Penerimaan {{label}} diajukan.',
      approved: 'Penerimaan {{label}} disetujui.',
      cancelled: 'Penerimaan {{label}} dibatalkan.',
    },
  },
  en: {
    name: 'Timber Receipt',
    plural: 'Timber Receipts',
    fields: {
      documentNumber: 'Document number',
      receivedOn: 'Received on',
      supplierName: 'Supplier',
      status: 'Status',
      transportationId: 'Means of transport',
      vehicleNumber: 'Vehicle number',
      lines: 'Timber lines',
    },
    lineFields: { scientificNameId: 'Species', quantity: 'Volume (m³)', pieces: 'Pieces' },
    values: { status: { DRAFT: 'Draft', SUBMITTED: 'Submitted', CANCELLED: 'Cancelled' } },
    sections: { document: 'Document', transport: 'Transport' },
    actions: {
      submit: 'Submit',
      approve: 'Approve',
      cancel: 'Cancel receipt',
      cancelConfirm: 'Receipt {{label}} will be cancelled and cannot be submitted again.',
      submitted: 'Receipt {{label}} was submitted.',
      approved: 'Receipt {{label}} was approved.',
      cancelled: 'Receipt {{label}} was cancelled.',
    },
  },
} as const;

for (const language of ['in', 'en'] as const)
  strictI18n(language).addResourceBundle(
    language,
    'translation',
    { resources: { receipt: TEXTS[language] } },
    true,
    false,
  );

const STATUS_INTENTS = { DRAFT: 'neutral', SUBMITTED: 'primary', CANCELLED: 'danger' } as const;

function StatusCell({ row }: { row: Receipt }) {
  const { t } = useTranslation();
  return (
    <StatusBadge
      intent={STATUS_INTENTS[row.status]}
      label={t(`resources.receipt.values.status.${row.status}`)}
    />
  );
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

function query(params: ListParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined) search.append(name, String(item));
  return search.toString();
}

const call = (url: string, init?: RequestInit) => apiFetch<Answer>(url, init);
const send = (method: string, url: string, body: unknown, options?: RequestInit) =>
  call(url, { ...options, method, headers: JSON_HEADERS, body: JSON.stringify(body) });
const step = (name: string) => (row: Receipt, options?: RequestInit) =>
  call(`/api/receipts/${row.id}/${name}`, { ...options, method: 'POST' });

export const receiptScreen = defineScreen(receipt, {
  api: {
    list: (params, options) => call(`/api/receipts?${query(params)}`, options),
    search: (params, options) => call(`/api/_search/receipts?${query(params)}`, options),
    get: (id, options) => call(`/api/receipts/${id}`, options),
    create: (body, options) => send('POST', '/api/receipts', body, options),
    update: (body, options) => send('PUT', '/api/receipts', body, options),
    remove: (id, options) => call(`/api/receipts/${id}`, { ...options, method: 'DELETE' }),
  },
  rowLabel: (row) => row.documentNumber,
  columns: ['documentNumber', 'receivedOn', 'supplierName', 'status'],
  sections: [
    {
      title: 'resources.receipt.sections.document',
      fields: ['documentNumber', 'receivedOn', 'supplierName', 'status'],
    },
    { title: 'resources.receipt.sections.transport', fields: ['transportationId', 'vehicleNumber'] },
  ],
  cells: { status: StatusCell },
  lines: [
    {
      field: 'lines',
      fields: [
        { name: 'scientificNameId', kind: 'reference', required: true, references: 'scientificName' },
        { name: 'quantity', kind: 'decimal', required: true, scale: 3, min: 0.001 },
        { name: 'pieces', kind: 'integer', required: false, min: 1, max: 100_000 },
      ],
      min: 1,
      max: 50,
      // Logs are received one by one: a new line is one piece until said otherwise.
      newLine: () => ({ pieces: 1 }),
    },
  ],
  actions: [
    {
      name: 'submit',
      label: 'resources.receipt.actions.submit',
      intent: 'primary',
      done: 'resources.receipt.actions.submitted',
      run: step('submit'),
    },
    {
      name: 'approve',
      label: 'resources.receipt.actions.approve',
      intent: 'primary',
      done: 'resources.receipt.actions.approved',
      run: step('approve'),
    },
    {
      name: 'cancel',
      label: 'resources.receipt.actions.cancel',
      intent: 'danger',
      confirm: 'resources.receipt.actions.cancelConfirm',
      done: 'resources.receipt.actions.cancelled',
      run: step('cancel'),
    },
  ],
});

export const species = [
  {
    id: 1,
    scientificName: 'Tectona grandis',
    tradeName: 'Jati',
    citesAppendix: 'NONE',
    restricted: false,
    active: true,
  },
  {
    id: 2,
    scientificName: 'Shorea leprosula',
    tradeName: 'Meranti merah',
    citesAppendix: 'NONE',
    restricted: false,
    active: true,
  },
  {
    id: 3,
    scientificName: 'Falcataria moluccana',
    tradeName: 'Sengon',
    citesAppendix: 'NONE',
    restricted: false,
    active: true,
  },
];

export const transports = [
  { id: 1, code: 'LAND', name: 'Truk', active: true },
  { id: 2, code: 'SEA', name: 'Tongkang', active: true },
];

export const draftReceipt: Receipt = {
  id: 1,
  documentNumber: 'PNR-2026-0001',
  receivedOn: '2026-03-02',
  supplierName: 'KUD Hutan Lestari',
  status: 'DRAFT',
  transportationId: 1,
  vehicleNumber: 'K 1234 AB',
  lines: [
    { id: 11, scientificNameId: 1, quantity: '12.500', pieces: 14 },
    { id: 12, scientificNameId: 3, quantity: '3.250', pieces: 6 },
  ],
  allowedActions: ['submit', 'cancel'],
};

/** The most a line may hold: more is refused by the server, not by the form. */
const LINE_LIMIT_M3 = 100;

type Msw = { use: SetupWorker['use'] };

/** The master-data store with fixed species and transports, and receipts over `rows`. */
export function installReceipts(msw: Msw, rows: Receipt[] = [draftReceipt]) {
  installStore(msw, { rows: { scientificName: species, transportation: transports } });
  let receipts = rows.map((row) => ({ ...row }));
  const find = (id: unknown) => receipts.find((row) => row.id === Number(id));
  const notFound = () =>
    HttpResponse.json(
      { type: PROBLEM_TYPES.notFound, title: 'Not Found', status: 404 },
      { status: 404, headers: { 'Content-Type': 'application/problem+json' } },
    );
  const move = (id: unknown, status: Status, allowedActions: string[]) => {
    const row = find(id);
    if (!row) return notFound();
    const moved = { ...row, status, allowedActions };
    receipts = receipts.map((other) => (other.id === moved.id ? moved : other));
    return HttpResponse.json(moved);
  };
  msw.use(
    http.get('*/api/receipts', ({ request }) => {
      const url = new URL(request.url);
      return pageOf(receipt, receipts, url);
    }),
    http.get('*/api/receipts/:id', ({ params }) => {
      const row = find(params.id);
      return row ? HttpResponse.json(row) : notFound();
    }),
    http.post('*/api/receipts', async ({ request }) => {
      const body = (await request.json()) as Omit<Receipt, 'id' | 'status'>;
      const fieldErrors = body.lines.flatMap((line, index) =>
        Number(line.quantity) > LINE_LIMIT_M3
          ? [{ field: `lines[${index}].quantity`, message: `Lebih dari ${LINE_LIMIT_M3} m³ per baris.` }]
          : [],
      );
      if (fieldErrors.length)
        return HttpResponse.json(
          { type: PROBLEM_TYPES.constraintViolation, title: 'Bad Request', status: 400, fieldErrors },
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        );
      const row: Receipt = {
        ...body,
        id: receipts.length + 1,
        status: 'DRAFT',
        allowedActions: ['submit', 'cancel'],
      };
      receipts = [...receipts, row];
      return HttpResponse.json(row, { status: 201 });
    }),
    http.post('*/api/receipts/:id/submit', ({ params }) =>
      move(params.id, 'SUBMITTED', ['approve', 'cancel']),
    ),
    http.post('*/api/receipts/:id/cancel', ({ params }) => move(params.id, 'CANCELLED', [])),
  );
}
