import { CurrencyFields, type Currency } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const currency = defineResource<Currency>()({
  ...blocks.currency,
  fields: CurrencyFields,
  group: 'general-setting',
  unique: ['code'],
  owner: { kind: 'none' },
});
