import {
  createEmployee,
  deleteEmployee,
  getEmployee,
  listEmployees,
  searchEmployees,
  updateEmployee,
} from '@vlegal/api-client/query';
import { employee } from '@vlegal/domain/business-unit/employee';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const employeeScreen = defineScreen(employee, {
  api: {
    list: listEmployees,
    search: searchEmployees,
    get: getEmployee,
    create: createEmployee,
    update: updateEmployee,
    remove: deleteEmployee,
  },
  rowLabel: (row) => row.name,
  columns: ['name', 'jobPosition', 'identificationId', 'email', 'active'],
  fields: [
    'name',
    'identificationId',
    'taxId',
    'jobPosition',
    'email',
    'phone',
    'photo',
    'signatureImage',
    'active',
  ],
});
