/**
 * The screens of a unit's books by their address segment (`/app/business-unit-material/<segment>`, and
 * the administrators' mirror `/app/admin-stock/<segment>`): one route set and one page per kind of screen
 * read the config here, so a new screen of the books is one entry.
 */
import type { ScreenConfig } from '../resource-screens/screen-config.ts';
import { productScreen, rawMaterialScreen } from './configs/index.ts';
import { stockProductScreen, stockRawMaterialScreen, stockScreen } from './configs/stock.ts';

export const BOOKS_AREA = '/app/business-unit-material';
export const MIRROR_AREA = '/app/admin-stock';

export interface BookScreen {
  config: ScreenConfig;
  /** Filters the screen always applies (the stock of one type), written in new rows too. */
  fixed?: Readonly<Record<string, string>>;
  /** An item's stock: it has other usage, its card and its balance. */
  stock?: boolean;
  /** The list only (every item's stock), with no mirror of its own. */
  listOnly?: boolean;
}

export const BOOK_SCREENS: Readonly<Record<string, BookScreen>> = {
  'raw-material': { config: rawMaterialScreen },
  product: { config: productScreen },
  stock: { config: stockScreen, listOnly: true },
  'stock-raw-material': { config: stockRawMaterialScreen, fixed: { stockType: 'RAW_MATERIAL' }, stock: true },
  'stock-product': { config: stockProductScreen, fixed: { stockType: 'PRODUCT' }, stock: true },
};

/** The screen at a segment on a unit's page or in the mirror, or `undefined` (not found). */
export function bookScreenOf(segment: string, mirror: boolean): BookScreen | undefined {
  const screen = Object.hasOwn(BOOK_SCREENS, segment) ? BOOK_SCREENS[segment] : undefined;
  return screen && !(mirror && screen.listOnly) ? screen : undefined;
}

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
