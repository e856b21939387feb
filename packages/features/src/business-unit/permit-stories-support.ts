/** Fixed rows of the business permit stories: a unit's two permits, their types and products. */
import type { MockStoreSeed } from '@vlegal/api-client/mock-store';
import type { SetupWorker } from 'msw/browser';
import { installStore } from '../resource-screens/stories-support.tsx';

/** A unit's administrator: writes the unit's permits and their products. */
export const UNIT_ADMIN = ['ROLE_USER', 'ROLE_USER_ADMIN'];

const none = { fileAttachment: null, fileAttachmentContentType: null };

export const permitRows = {
  businessPermitType: [
    {
      id: 1,
      code: 'NIB',
      description: 'Nomor Induk Berusaha',
      hasCapacity: true,
      hasExpiry: false,
      active: true,
    },
    {
      id: 2,
      code: 'IUI',
      description: 'Izin Usaha Industri',
      hasCapacity: true,
      hasExpiry: true,
      active: true,
    },
  ],
  hsCode: [
    {
      id: 1,
      code: '94036010',
      hs6: '940360',
      description: 'Furnitur kayu untuk ruang makan',
      descriptionEn: 'Wooden dining furniture',
      chapter: 94,
      heading: '9403',
      vlegalRequired: true,
      exportProhibited: false,
      defaultUnitName: 'PCS',
      active: true,
    },
  ],
  businessPermit: [
    {
      id: 1,
      code: '503/IUI/17/2021',
      validDate: '2021-05-03',
      expiredDate: '2026-12-20',
      businessPermitTypeId: 2,
      issuer: 'DPMPTSP Jepara',
      ...none,
      businessUnitId: 1,
      active: true,
      expiryStatus: 'EXPIRING',
    },
    {
      id: 2,
      code: '9120001234567',
      validDate: '2019-08-12',
      expiredDate: null,
      businessPermitTypeId: 1,
      issuer: 'OSS',
      ...none,
      businessUnitId: 1,
      active: true,
      expiryStatus: null,
    },
  ],
  businessPermitProduct: [
    {
      id: 1,
      businessPermitId: 1,
      productName: 'Meja makan jati',
      hsCodeId: 1,
      capacity: 1200,
      capacityUnit: 'PCS',
      description: 'Meja makan enam kursi',
    },
    {
      id: 2,
      businessPermitId: 1,
      productName: 'Kayu gergajian',
      hsCodeId: null,
      capacity: 350.5,
      capacityUnit: 'M3',
      description: null,
    },
    {
      id: 3,
      businessPermitId: 2,
      productName: 'Lemari pakaian',
      hsCodeId: null,
      capacity: 80,
      capacityUnit: 'SET',
      description: null,
    },
  ],
} satisfies MockStoreSeed['rows'];

/** The mock store with the permits and their products. */
export function installPermits(msw: { use: SetupWorker['use'] }) {
  return installStore(msw, { rows: permitRows });
}
