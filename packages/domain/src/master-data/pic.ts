import { PicFields, type Pic } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const pic = defineResource<Pic>()({
  ...blocks.pic,
  fields: PicFields,
  group: 'general-setting',
  idParam: 'pICId',
  unique: [],
  inOrder: [['validFrom', 'validUntil']],
  owner: { kind: 'businessUnit', field: 'businessUnitId', shared: true },
});
