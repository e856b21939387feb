import type { VlegalCancelReason } from '../entities.ts';
import { defineResource } from '../resource-definition.ts';

export const vlegalCancelReason = defineResource<VlegalCancelReason>()({
  key: 'vlegalCancelReason',
  schema: 'VlegalCancelReason',
  plural: 'VlegalCancelReasons',
  path: 'vlegal-cancel-reasons',
  table: 'vlegal_cancel_reason',
  label: 'vlegal-cancel-reason',
  group: 'preparation',
  routeSegment: 'vlegal-cancel-reason',
  idParam: 'vlegalCancelReasonId',
  fields: [
    {
      name: 'code',
      kind: 'string',
      required: false,
      sqlType: 'varchar(50)',
      maxLength: 50,
      pattern: '^[A-Z0-9_-]+$',
    },
    {
      name: 'description',
      kind: 'string',
      required: true,
      sqlType: 'varchar(255)',
      minLength: 1,
      maxLength: 255,
    },
    { name: 'descriptionEn', kind: 'string', required: false, sqlType: 'varchar(255)', maxLength: 255 },
    { name: 'returnsStock', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
    { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
  ],
  sortable: ['id', 'code', 'description', 'active'],
  defaultSort: ['description', 'asc'],
  search: ['code', 'description', 'descriptionEn'],
  filters: { active: 'eq' },
  unique: ['code'],
  references: {},
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
