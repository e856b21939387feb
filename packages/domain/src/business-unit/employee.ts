import { EmployeeFields, type Employee } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { UNIT_KEEPERS, UNIT_READERS } from '../company/readers.ts';

export const employee = defineResource<Employee>()({
  key: 'employee',
  fields: EmployeeFields,
  sortable: ['id', 'name', 'jobPosition', 'active'],
  defaultSort: ['name', 'asc'],
  search: ['name', 'jobPosition', 'identificationId'],
  filters: { businessUnitId: 'eq', active: 'eq' },
  unique: [],
  roles: { read: UNIT_READERS, write: UNIT_KEEPERS },
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
});
