import { TdpFields, type Tdp } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { DATED_DOCUMENT, LEGALITY_DOCUMENT } from './legality-document.ts';

export const tdp = defineResource<Tdp>()({
  key: 'tdp',
  fields: TdpFields,
  sortable: ['id', 'code', 'validDate', 'expiredDate'],
  search: ['code', 'issuer'],
  ...LEGALITY_DOCUMENT,
  ...DATED_DOCUMENT,
});
