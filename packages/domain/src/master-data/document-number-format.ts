import { DocumentNumberFormatFields, type DocumentNumberFormat } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const documentNumberFormat = defineResource<DocumentNumberFormat>()({
  key: 'documentNumberFormat',
  fields: DocumentNumberFormatFields,
  group: 'general-setting',
  sortable: ['id', 'documentType', 'name', 'active'],
  defaultSort: ['documentType', 'asc'],
  search: ['name', 'pattern', 'description'],
  filters: { active: 'eq', documentType: 'eq', businessUnitId: 'eq' },
  unique: [],
  roles: { read: ['ROLE_ADMIN'], write: ['ROLE_ADMIN'] },
  owner: { kind: 'businessUnit', field: 'businessUnitId', shared: true },
});
