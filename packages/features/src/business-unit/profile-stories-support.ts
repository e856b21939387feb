/**
 * Fixed rows of the stories of a business unit's profile: the signed-in user's unit, its documents (TDP,
 * NPWP, SIUP, UPL recommendation, head-office documents, company certificates) and its other records
 * (permits, certificates, S-LK, people, addresses and sites), and the mock store that serves them.
 */
import { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { installStore } from '../resource-screens/stories-support.tsx';
import { permitRows } from './permit-stories-support.ts';

const unit = {
  id: 1,
  code: 'JJF-01',
  name: 'Pabrik Tahunan',
  active: true,
  adminLocked: false,
  transLocked: false,
  company: { id: 1, name: 'PT Jati Jepara Furniture', active: true },
  valid: true,
  invalidReasons: [],
  canProduce: true,
};

export const file = { fileAttachment: 'JVBERi0xLjQK', fileAttachmentContentType: 'application/pdf' };
const none = { fileAttachment: null, fileAttachmentContentType: null };

const rows = {
  tdp: [
    {
      id: 1,
      code: '110115201234',
      validDate: '2021-06-01',
      expiredDate: '2026-12-10',
      issuer: 'DPMPTSP Jepara',
      ...file,
      businessUnitId: 1,
      expiryStatus: 'EXPIRING',
    },
    {
      id: 2,
      code: '110115199876',
      validDate: '2016-03-01',
      expiredDate: '2021-03-01',
      issuer: 'DPMPTSP Jepara',
      ...none,
      businessUnitId: 1,
      expiryStatus: 'EXPIRED',
    },
    {
      id: 3,
      code: '110115205555',
      validDate: '2024-01-15',
      expiredDate: '2029-01-15',
      issuer: 'DPMPTSP Kudus',
      ...none,
      businessUnitId: 2,
      expiryStatus: 'VALID',
    },
  ],
  npwp: [
    {
      id: 1,
      code: '01.234.567.8-516.000',
      registeredName: 'PT Jati Jepara Furniture',
      registeredAddress: 'Jl. Raya Tahunan 12, Jepara',
      registeredDate: '2010-02-15',
      taxOffice: 'KPP Pratama Jepara',
      ...file,
      businessUnitId: 1,
    },
  ],
  siup: [
    {
      id: 1,
      code: '503/1234/SIUP-B/2022',
      validDate: '2022-04-01',
      expiredDate: '2027-04-01',
      businessScale: 'MENENGAH',
      issuer: 'DPMPTSP Jepara',
      ...none,
      businessUnitId: 1,
      expiryStatus: 'VALID',
    },
  ],
  uplRecommendation: [],
  hoDocument: [
    {
      id: 1,
      code: 'HO/503/77/2020',
      validDate: '2020-07-01',
      expiredDate: '2025-07-01',
      issuer: 'Pemkab Jepara',
      ...none,
      businessUnitId: 1,
      expiryStatus: 'EXPIRED',
    },
  ],
  companyCertificate: [
    {
      id: 1,
      certificateType: 'DEED_OF_ESTABLISHMENT',
      code: '12',
      certificateDate: '2009-11-03',
      notaryName: 'Hartono, S.H.',
      approvalNumber: 'AHU-0012345.AH.01.01',
      ...none,
      businessUnitId: 1,
    },
  ],
};

/** The unit's other records: permits and their products, certificates, its S-LK, people, addresses and sites. */
const unitRows = {
  ...permitRows,
  businessCertificate: [],
  slkCertificate: [
    {
      id: 1,
      code: 'SLK-JJF-01',
      fullCode: 'LVLK-002-IDN/SLK/JJF-01/2025',
      lvlkName: 'PT Lembaga Verifikasi Legalitas Kayu',
      slkType: 'EXPORTER_PRODUCE',
      industrialScopeId: null,
      initialDate: '2025-11-20',
      surveillancePeriod: 12,
      nextSurveillance: '2026-11-20',
      expiredDate: '2028-11-20',
      certificateFile: null,
      certificateFileContentType: null,
      status: 'ACTIVE',
      businessUnitId: 1,
      expiryStatus: 'VALID',
    },
  ],
  employee: [],
  address: [
    {
      id: 1,
      addressType: 'STUFFING',
      addressLine1: 'Jl. Raya Tahunan 12',
      addressLine2: null,
      email: null,
      city: 'Jepara',
      postalCode: '59451',
      faxNumber: null,
      mobilePhone: null,
      phoneNumber: null,
      location: null,
      latitude: null,
      longitude: null,
      countryId: 1,
      provinceId: 2,
      districtId: 1,
      companyId: 1,
      businessUnitId: 1,
    },
  ],
  stuffingAddress: [{ id: 1, name: 'Gudang Tahunan', addressId: 1, businessUnitId: 1, active: true }],
  factoryAddress: [],
  inventoryAddress: [],
};

type Msw = { use: SetupWorker['use'] };

/** The mock store with the unit's documents, and the signed-in user's units. */
export function installProfile(msw: Msw, units: object[] = [unit]) {
  installStore(msw, { rows: { ...rows, ...unitRows } });
  msw.use(http.get('*/api/company-business-units-by-user', () => HttpResponse.json(units)));
}
