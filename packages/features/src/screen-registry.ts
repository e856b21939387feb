/**
 * The one registry of the back-office's screens: the screen config behind every address whose last segment
 * names a screen, and behind every reference a form picks from.
 *
 * - master data: `/app/<group>/<segment>`, a resource of the domain's registry that declares its group;
 * - a unit's books: `/app/business-unit-material/<segment>`, mirrored at `/app/admin-stock/<segment>`;
 * - a unit's parties and documents: `/app/business-unit-<area>/<segment>`, mirrored at
 *   `/app/admin-<area>/<segment>-admin`, and those a verificator decides queued at
 *   `/app/verification/<segment>` (their addresses are in `books/documents/paths.ts`).
 *
 * The routes check their parameter here (`screenFor`, `bookScreenOf`; a kind of documents by its
 * address, `documentKindOf`), the pages read their config here, and the app offers an address of a
 * `$resource` route in its menu only when `screenAt` finds its screen. A form's picker of a reference opens
 * the target's screen (`screenOf`). A new screen is one entry of this module, or of `screen-targets.ts` for
 * master data and reference targets (re-exported here: a master-data page and a form's reference fields
 * load those alone). (The tabs of a unit's profile are one page's, in `business-unit/screen-configs.ts`,
 * and load with that page.)
 */
import {
  buyerScreen,
  harvestPlotScreen,
  productScreen,
  rawMaterialScreen,
  subConScreen,
  supplierScreen,
} from './books/configs/index.ts';
import { stockProductScreen, stockRawMaterialScreen, stockScreen } from './books/configs/stock.ts';
import { localSalesMaterialScreen, localSalesScreen } from './books/documents/localSalesConfig.ts';
import { type DocumentKind, documentGroupOf, documentKindOf } from './books/documents/paths.ts';
import { productionScreen } from './books/documents/productionConfig.ts';
import { importMaterialScreen } from './books/documents/receiptConfig.ts';
import { transferMaterialScreen } from './books/documents/transferConfig.ts';
import { vlegalScreen } from './export/vlegalConfig.ts';
import { BOOKS_AREA, MIRROR_AREA } from './books/paths.ts';
import type { ScreenConfig } from './resource-screens/screen-config.ts';
import { screenFor } from './screen-targets.ts';

export { masterDataScreens, screenFor, screenOf } from './screen-targets.ts';

export interface BookScreen {
  config: ScreenConfig;
  /** Filters the screen always applies (the stock of one type), written in new rows too. */
  fixed?: Readonly<Record<string, string>>;
  /** An item's stock: it has other usage, its card and its balance. */
  stock?: boolean;
  /** The list only (every item's stock), with no mirror of its own. */
  listOnly?: boolean;
  /** Text key of the list's title, where the resource's plural would name several lists alike ("Stok"). */
  title?: string;
}

/**
 * The screens of a unit's books by their segment (`/app/business-unit-material/<segment>`, and the mirror
 * `/app/admin-stock/<segment>`): one route set and one page per kind of screen read the entry here.
 */
export const BOOK_SCREENS: Readonly<Record<string, BookScreen>> = {
  'raw-material': { config: rawMaterialScreen },
  product: { config: productScreen },
  stock: { config: stockScreen, listOnly: true, title: 'books.titles.stock' },
  'stock-raw-material': {
    config: stockRawMaterialScreen,
    fixed: { stockType: 'RAW_MATERIAL' },
    stock: true,
    title: 'books.titles.stockRawMaterial',
  },
  'stock-product': {
    config: stockProductScreen,
    fixed: { stockType: 'PRODUCT' },
    stock: true,
    title: 'books.titles.stockProduct',
  },
};

/** The screen at a segment on a unit's page or in the mirror, or `undefined` (not found). */
export function bookScreenOf(segment: string, mirror: boolean): BookScreen | undefined {
  const screen = Object.hasOwn(BOOK_SCREENS, segment) ? BOOK_SCREENS[segment] : undefined;
  return screen && !(mirror && screen.listOnly) ? screen : undefined;
}

/** The screens of a unit's parties and documents, by kind (the kind at an address: `documentKindOf`). */
export const DOCUMENT_SCREENS: Readonly<Record<DocumentKind, ScreenConfig>> = {
  supplier: supplierScreen,
  subCon: subConScreen,
  importMaterial: importMaterialScreen,
  harvestPlot: harvestPlotScreen,
  buyer: buyerScreen,
  transferMaterial: transferMaterialScreen,
  production: productionScreen,
  localSales: localSalesScreen,
  localSalesMaterial: localSalesMaterialScreen,
  vlegal: vlegalScreen,
};

/**
 * The config of the screen at `/app/<group>/<segment>` (`segment` the address's own, `-admin` included in
 * a mirror of documents), of any of the three kinds above, or `undefined` (not found).
 */
export function screenAt(group: string, segment: string): ScreenConfig | undefined {
  const documents = documentGroupOf(group);
  if (documents) {
    const kind = documentKindOf(documents.area, documents.scope, segment);
    return kind === undefined ? undefined : DOCUMENT_SCREENS[kind];
  }
  const area = `/app/${group}`;
  if (area === BOOKS_AREA || area === MIRROR_AREA) return bookScreenOf(segment, area === MIRROR_AREA)?.config;
  return screenFor(group, segment) as ScreenConfig | undefined;
}
