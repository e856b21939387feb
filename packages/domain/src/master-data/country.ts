import { CountryFields, type Country } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const country = defineResource<Country>()({
  ...blocks.country,
  fields: CountryFields,
  group: 'general-setting',
  unique: ['code'],
  owner: { kind: 'none' },
});
