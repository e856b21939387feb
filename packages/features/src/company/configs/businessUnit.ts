import {
  createBusinessUnit,
  deleteBusinessUnit,
  getBusinessUnit,
  listBusinessUnits,
  searchBusinessUnits,
  updateBusinessUnit,
} from '@vlegal/api-client/query';
import { businessUnit } from '@vlegal/domain/company/business-unit';
import { defineScreen } from '../../resource-screens/screen-config.ts';
import { ActiveBadge, AdminLockBadge, TransLockBadge } from '../cells.tsx';

const api = {
  list: listBusinessUnits,
  search: searchBusinessUnits,
  get: getBusinessUnit,
  create: createBusinessUnit,
  update: updateBusinessUnit,
  remove: deleteBusinessUnit,
};

const cells = {
  active: ActiveBadge,
  adminLocked: AdminLockBadge,
  transLocked: TransLockBadge,
};

/**
 * The business units of one company (the page fixes `companyId`): list and view, with the unit's status
 * and locks and who last changed them.
 */
export const businessUnitScreen = defineScreen(businessUnit, {
  api,
  rowLabel: (row) => `${row.code} – ${row.name}`,
  columns: ['code', 'name', 'active', 'adminLocked', 'transLocked'],
  sections: [
    { title: 'company.sections.unit', fields: ['code', 'name'] },
    {
      title: 'company.sections.locks',
      fields: ['active', 'adminLocked', 'transLocked', 'lockChangedBy', 'lockChangedDate'],
    },
  ],
  cells,
});

/**
 * The form of a unit: its code and name. Status and locks are no fields of it: administrators change
 * them on the view, after a confirmation, and nobody else may.
 */
export const businessUnitFormScreen = defineScreen(businessUnit, {
  api,
  rowLabel: (row) => `${row.code} – ${row.name}`,
  fields: ['code', 'name'],
});
