import { ScientificNameFields, type ScientificName } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const scientificName = defineResource<ScientificName>()({
  key: 'scientificName',
  fields: ScientificNameFields,
  group: 'raw-material',
  sortable: ['id', 'scientificName', 'tradeName', 'englishName', 'family', 'speciesGroup', 'active'],
  defaultSort: ['scientificName', 'asc'],
  search: ['scientificName', 'tradeName', 'englishName', 'family'],
  filters: { active: 'eq', speciesGroup: 'eq', citesAppendix: 'eq' },
  unique: ['scientificName'],
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
