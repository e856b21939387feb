import { CompanyFields, type Company } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

/** A company: administrators register, activate and deactivate it; its company administrators keep its data. */
export const company = defineResource<Company>()({
  ...blocks.company,
  fields: CompanyFields,
  unique: [],
  owner: { kind: 'company', field: 'id' },
  guarded: { fields: ['active'], by: ['ROLE_ADMIN'] },
  stamped: { fields: ['active'], by: 'statusChangedBy', at: 'statusChangedDate' },
});
