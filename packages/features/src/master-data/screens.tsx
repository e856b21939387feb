/**
 * What an app needs to mount the generic master-data screens on its routes besides their configs (those are
 * in `screen-registry.ts`): the list state in the address's search parameters, and the query options its
 * loaders ensure before the screens render.
 */
export { itemQueryOptions, listQueryOptions } from '../resource-screens/data.ts';
export {
  type ListSearch,
  type ListState,
  listState,
  toListSearch,
  validateListSearch,
} from '../resource-screens/listSearch.ts';
export type { Row, ScreenConfig } from '../resource-screens/screen-config.ts';
