import { NpwpFields, type Npwp } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { LEGALITY_ROLES } from './legality-roles.ts';

export const npwp = defineResource<Npwp>()({
  key: 'npwp',
  fields: NpwpFields,
  sortable: ['id', 'code', 'registeredName', 'registeredDate'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'registeredName', 'taxOffice'],
  filters: { businessUnitId: 'eq' },
  unique: [['businessUnitId', 'code']],
  roles: LEGALITY_ROLES,
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
});
