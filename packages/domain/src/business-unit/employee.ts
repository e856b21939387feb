import { EmployeeFields, type Employee } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const employee = defineResource<Employee>()({
  ...blocks.employee,
  fields: EmployeeFields,
  unique: [],
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
});
