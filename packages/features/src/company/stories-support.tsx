/** Rows and handlers shared by the company stories: three companies, their units, the expired S-LK list. */
import type { MockStore } from '@vlegal/api-client/mock-store';
import { delay, HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { installStore } from '../resource-screens/stories-support.tsx';

type Msw = { use: SetupWorker['use'] };

const company = {
  taxIdx: null,
  signatureImage: null,
  signatureImageContentType: null,
  addressId: null,
  createdBy: 'admin',
  createdDate: '2025-01-06T02:00:00Z',
  lastModifiedBy: null,
  lastModifiedDate: null,
};

export const companies = [
  {
    ...company,
    id: 1,
    name: 'PT Jati Jepara Furniture',
    companyRegistry: '9120001234567',
    taxId: '01.234.567.8-516.000',
    etpikId: '03.ET-KT.01.2345',
    legalForm: 'PT',
    active: true,
    statusChangedBy: 'admin',
    statusChangedDate: '2026-03-02T03:15:00Z',
  },
  {
    ...company,
    id: 2,
    name: 'CV Mebel Kudus Sejahtera',
    companyRegistry: '9120007654321',
    taxId: '02.345.678.9-506.000',
    etpikId: '-',
    legalForm: 'CV',
    active: true,
    statusChangedBy: null,
    statusChangedDate: null,
  },
  {
    ...company,
    id: 3,
    name: 'UD Kayu Lestari',
    companyRegistry: '9120001112223',
    taxId: '03.456.789.0-517.000',
    etpikId: '-',
    legalForm: 'UD',
    active: false,
    statusChangedBy: 'verifikator.adm',
    statusChangedDate: '2026-10-14T08:40:00Z',
  },
];

const unit = {
  addressId: null,
  slkCertificateId: null,
  createdBy: 'admin',
  createdDate: '2025-01-06T02:10:00Z',
  lastModifiedBy: null,
  lastModifiedDate: null,
  lockChangedBy: null,
  lockChangedDate: null,
};

export const units = [
  {
    ...unit,
    id: 1,
    code: 'JJF-01',
    name: 'Pabrik Tahunan',
    active: true,
    adminLocked: false,
    transLocked: false,
    companyId: 1,
  },
  {
    ...unit,
    id: 2,
    code: 'JJF-02',
    name: 'Gudang Kalinyamatan',
    active: true,
    adminLocked: true,
    transLocked: false,
    companyId: 1,
    lockChangedBy: 'admin',
    lockChangedDate: '2026-09-30T01:05:00Z',
  },
  {
    ...unit,
    id: 3,
    code: 'MKS-01',
    name: 'Pabrik Kudus',
    active: true,
    adminLocked: false,
    transLocked: false,
    companyId: 2,
  },
];

/** A unit as the unit-information calls answer it. */
export function unitInfo(row: (typeof units)[number]) {
  const owner = companies.find((candidate) => candidate.id === row.companyId)!;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    active: row.active,
    adminLocked: row.adminLocked,
    transLocked: row.transLocked,
    company: { id: owner.id, name: owner.name, active: owner.active },
    slkCertificate: null,
    valid: true,
    invalidReasons: [],
    canProduce: true,
    canExport: true,
  };
}

/** The mock store with the companies and units; `expired` are the units whose S-LK has expired. */
export function installCompanies(
  msw: Msw,
  options: {
    companies?: Record<string, unknown>[];
    units?: Record<string, unknown>[];
    expired?: number[];
    myUnits?: number[];
  } = {},
): MockStore {
  const store = installStore(msw, {
    rows: { company: options.companies ?? companies, businessUnit: options.units ?? units },
  });
  const expired = units.filter((row) => (options.expired ?? [3]).includes(row.id)).map(unitInfo);
  const mine = units.filter((row) => (options.myUnits ?? [1, 2]).includes(row.id)).map(unitInfo);
  msw.use(
    http.get('*/api/company-business-units-expired', () =>
      HttpResponse.json(expired, { headers: { 'X-Total-Count': String(expired.length) } }),
    ),
    http.get('*/api/company-business-units-by-user', () => HttpResponse.json(mine)),
    http.put('*/api/companies', ({ request }) => missing(request, ['active'])),
    http.put('*/api/business-units', ({ request }) =>
      missing(request, ['active', 'adminLocked', 'transLocked']),
    ),
  );
  return store;
}

/**
 * The server's refusal of a PUT without a field the contract requires on it (the status and locks); nothing
 * when the body has them all, so the store answers.
 */
async function missing(request: Request, required: readonly string[]) {
  const body = (await request.clone().json()) as Record<string, unknown>;
  const absent = required.filter((name) => body[name] === undefined);
  if (!absent.length) return undefined;
  return problemAnswer(400, '/problems/constraint-violation', 'Method argument not valid', {
    fieldErrors: absent.map((field) => ({
      objectName: 'body',
      field,
      message: `must have required property '${field}'`,
    })),
  });
}

/** A problem document as the server answers it. */
export function problemAnswer(status: number, type: string, title: string, extra: object = {}) {
  return HttpResponse.json(
    { type, title, status, ...extra },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

/** Answers that never come: the screen stays loading. */
export const forever = async () => {
  await delay('infinite');
  return HttpResponse.json([]);
};
