import { VlegalCancelReasonFields, type VlegalCancelReason } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const vlegalCancelReason = defineResource<VlegalCancelReason>()({
  key: 'vlegalCancelReason',
  fields: VlegalCancelReasonFields,
  group: 'preparation',
  sortable: ['id', 'code', 'description', 'active'],
  defaultSort: ['description', 'asc'],
  search: ['code', 'description', 'descriptionEn'],
  filters: { active: 'eq' },
  unique: ['code'],
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
