import { PicFields, type Pic } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const pic = defineResource<Pic>()({
  key: 'pic',
  fields: PicFields,
  group: 'general-setting',
  idParam: 'pICId',
  sortable: ['id', 'picType', 'name', 'jobPosition', 'validFrom', 'validUntil', 'active'],
  defaultSort: ['name', 'asc'],
  search: ['name', 'jobPosition', 'email'],
  filters: { active: 'eq', picType: 'eq', businessUnitId: 'eq' },
  unique: [],
  inOrder: [['validFrom', 'validUntil']],
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'businessUnit', field: 'businessUnitId', shared: true },
});
