import { NpwpFields, type Npwp } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { LEGALITY_DOCUMENT } from './legality-document.ts';

export const npwp = defineResource<Npwp>()({
  key: 'npwp',
  fields: NpwpFields,
  sortable: ['id', 'code', 'registeredName', 'registeredDate'],
  search: ['code', 'registeredName', 'taxOffice'],
  ...LEGALITY_DOCUMENT,
});
