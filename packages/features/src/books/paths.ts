/**
 * The addresses of a unit's books (`/app/business-unit-material/<segment>`) and of the administrators'
 * mirror (`/app/admin-stock/<segment>`): a screen's list and the pages of an item's stock. Light, as routes
 * read it on every navigation; the screens behind the segments are in `screen-registry.ts`.
 */
export const BOOKS_AREA = '/app/business-unit-material';
export const MIRROR_AREA = '/app/admin-stock';

/** Address of a screen's list. */
export const bookPath = (segment: string, mirror: boolean) =>
  `${mirror ? MIRROR_AREA : BOOKS_AREA}/${segment}`;

/** Addresses of an item's stock pages. */
export const stockHrefs = (basePath: string, stockId: number) => ({
  edit: `${basePath}/${stockId}/edit`,
  card: `${basePath}/${stockId}/card`,
  otherUsage: `${basePath}/${stockId}/other-usage`,
  addOtherUsage: `${basePath}/${stockId}/add-other-usage`,
});
