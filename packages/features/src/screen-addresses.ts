/**
 * Which addresses of a `$resource` or `$screen` route have a screen of the screen registry, on their own:
 * the shell's menu asks on every page, and the registry (every screen config, with the resource registry
 * and the calls of every resource) is too heavy to load for that. `screen-addresses.test.ts` checks that
 * this agrees with the registry's `screenAt`.
 */
import { documentGroupOf, documentKindOf } from './books/documents/paths.ts';
import { BOOKS_AREA, MIRROR_AREA } from './books/paths.ts';

/** The master-data screens' segments by group (`/app/<group>/<segment>`). */
export const MASTER_DATA_SEGMENTS: Readonly<Record<string, readonly string[]>> = {
  'general-setting': [
    'country',
    'province',
    'district',
    'currency',
    'hs-code',
    'transportation',
    'sea-port',
    'document-number-format',
    'pic',
  ],
  'raw-material': ['scientific-name', 'raw-material-type', 'raw-material-category'],
  preparation: [
    'origin-of-raw-material',
    'industrial-scope',
    'document-transport-type',
    'business-permit-type',
    'business-certificate-type',
    'vlegal-cancel-reason',
  ],
};

/** The books' segments on a unit's pages; the mirror has all but the list of every item's stock. */
export const BOOK_SEGMENTS: readonly string[] = [
  'raw-material',
  'product',
  'stock',
  'stock-raw-material',
  'stock-product',
];
const UNIT_ONLY_BOOK_SEGMENTS: readonly string[] = ['stock'];

/** Whether `/app/<group>/<segment>` names a screen (`segment` the address's own, `-admin` in a mirror). */
export function hasScreenAt(group: string, segment: string): boolean {
  const documents = documentGroupOf(group);
  if (documents) return documentKindOf(documents.area, documents.scope, segment) !== undefined;
  const area = `/app/${group}`;
  if (area === BOOKS_AREA) return BOOK_SEGMENTS.includes(segment);
  if (area === MIRROR_AREA)
    return BOOK_SEGMENTS.includes(segment) && !UNIT_ONLY_BOOK_SEGMENTS.includes(segment);
  return Object.hasOwn(MASTER_DATA_SEGMENTS, group) && MASTER_DATA_SEGMENTS[group]!.includes(segment);
}
