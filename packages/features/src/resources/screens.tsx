/**
 * What an app needs to mount the generic master-data screens on its routes: the config behind an
 * address, the list state in the address's search parameters, and the query options its loaders
 * ensure before the screens render.
 */
export { itemQueryOptions, listQueryOptions } from './data.ts';
export {
  type ListSearch,
  type ListState,
  listState,
  toListSearch,
  validateListSearch,
} from './listSearch.ts';
export type { Row, ScreenConfig } from './model.ts';
export { screenFor } from './registry.ts';
