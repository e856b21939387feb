import { DocumentTransportTypeFields, type DocumentTransportType } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const documentTransportType = defineResource<DocumentTransportType>()({
  key: 'documentTransportType',
  fields: DocumentTransportTypeFields,
  group: 'preparation',
  sortable: ['id', 'code', 'description', 'materialScope', 'active'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'description'],
  filters: { active: 'eq', materialScope: 'eq', legacy: 'eq' },
  unique: ['code'],
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
