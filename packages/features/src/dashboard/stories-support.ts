/** The signed-in unit administrator and their factory unit, shared by the dashboard's stories. */
import type { Account, BusinessUnitInfo } from '@vlegal/api-client/model';

export const unitAdmin: Account = {
  login: 'unitadmin',
  firstName: 'Siti',
  lastName: 'Rahayu',
  email: 'siti@jati.co.id',
  activated: true,
  langKey: 'in',
  authorities: ['ROLE_USER', 'ROLE_USER_ADMIN'],
  companyId: 1,
  businessUnitId: 1,
};

export const factory: BusinessUnitInfo = {
  id: 1,
  code: 'JJF-01',
  name: 'Pabrik Tahunan',
  active: true,
  adminLocked: false,
  transLocked: false,
  company: { id: 1, name: 'PT Jati Jepara Furniture', active: true },
  slkCertificate: {
    id: 1,
    code: 'SLK-JJF-01',
    fullCode: 'LVLK-002-IDN/SLK/JJF-01/2025',
    lvlkName: 'PT Lembaga Verifikasi Legalitas Kayu',
    slkType: 'EXPORTER_PRODUCE',
    nextSurveillance: '2027-05-02',
    expiredDate: '2028-11-20',
    status: 'ACTIVE',
  },
  valid: true,
  invalidReasons: [],
  slkExpiresInDays: 730,
  canProduce: true,
  canExport: true,
};
