import { VlegalCancelReasonFields, type VlegalCancelReason } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const vlegalCancelReason = defineResource<VlegalCancelReason>()({
  ...blocks.vlegalCancelReason,
  fields: VlegalCancelReasonFields,
  group: 'preparation',
  unique: ['code'],
  owner: { kind: 'none' },
});
