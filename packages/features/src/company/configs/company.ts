import {
  createCompany,
  deleteCompany,
  getCompany,
  listCompanies,
  searchCompanies,
  updateCompany,
} from '@vlegal/api-client/query';
import { company } from '@vlegal/domain/company/company';
import { defineScreen } from '../../resource-screens/screen-config.ts';
import { ActiveBadge } from '../cells.tsx';

const api = {
  list: listCompanies,
  search: searchCompanies,
  get: getCompany,
  create: createCompany,
  update: updateCompany,
  remove: deleteCompany,
};

const IDENTITY = [
  'name',
  'legalForm',
  'companyRegistry',
  'taxId',
  'taxIdx',
  'etpikId',
  'signatureImage',
] as const;

/**
 * A company's list and view: its identity, and its status with who last activated or deactivated it.
 * The status is no field of the form: only the view's activation, after a confirmation, changes it.
 */
export const companyScreen = defineScreen(company, {
  api,
  rowLabel: (row) => row.name,
  columns: ['name', 'legalForm', 'companyRegistry', 'taxId', 'active'],
  sections: [
    { title: 'company.sections.identity', fields: IDENTITY },
    { title: 'company.sections.status', fields: ['active', 'statusChangedBy', 'statusChangedDate'] },
  ],
  cells: { active: ActiveBadge },
});

/** The form of a company: its identity only (new companies start with the registry's default status). */
export const companyFormScreen = defineScreen(company, {
  api,
  rowLabel: (row) => row.name,
  fields: IDENTITY,
});
