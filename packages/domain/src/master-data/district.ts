import { DistrictFields, type District } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const district = defineResource<District>()({
  key: 'district',
  fields: DistrictFields,
  group: 'general-setting',
  sortable: ['id', 'code', 'name', 'districtType', 'provinceId'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'name'],
  filters: { provinceId: 'eq', districtType: 'eq' },
  unique: ['code'],
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
