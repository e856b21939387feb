import { HsCodeFields, type HsCode } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const hsCode = defineResource<HsCode>()({
  key: 'hsCode',
  fields: HsCodeFields,
  group: 'general-setting',
  idParam: 'hSCodeId',
  sortable: ['id', 'code', 'chapter', 'heading', 'active'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'description', 'descriptionEn'],
  filters: { active: 'eq', chapter: 'eq', vlegalRequired: 'eq' },
  unique: ['code'],
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
