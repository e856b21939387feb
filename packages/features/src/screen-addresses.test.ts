import { masterDataList } from '@vlegal/domain/resources';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS, documentHrefs } from './books/documents/paths.ts';
import { BOOK_SEGMENTS, hasScreenAt, MASTER_DATA_SEGMENTS } from './screen-addresses.ts';
import { BOOK_SCREENS, screenAt } from './screen-registry.ts';

describe('the addresses with a screen, apart from the screen registry', () => {
  const groups = [
    ...Object.keys(MASTER_DATA_SEGMENTS),
    'business-unit-material',
    'admin-stock',
    ...['import', 'sales', 'transfer', 'production', 'export'].flatMap((area) => [
      `business-unit-${area}`,
      `admin-${area}`,
    ]),
    'verification',
    'company',
    'nowhere',
  ];
  const segments = new Set([
    ...masterDataList().map((resource) => resource.routeSegment),
    ...Object.keys(BOOK_SCREENS),
    ...DOCUMENT_KINDS.flatMap((kind) =>
      (['unit', 'admin', 'review'] as const).map(
        (scope) => documentHrefs(kind, scope).list.split('/').at(-1)!,
      ),
    ),
    'no-such-screen',
    'vlegal-extend-approval',
  ]);

  it('agree with the registry on every group and segment', () => {
    for (const group of groups)
      for (const segment of segments)
        expect([group, segment, hasScreenAt(group, segment)]).toEqual([
          group,
          segment,
          screenAt(group, segment) !== undefined,
        ]);
  });

  it('list every master-data resource and every screen of the books', () => {
    expect(Object.values(MASTER_DATA_SEGMENTS).flat().sort()).toEqual(
      masterDataList()
        .map((resource) => resource.routeSegment)
        .sort(),
    );
    expect([...BOOK_SEGMENTS].sort()).toEqual(Object.keys(BOOK_SCREENS).sort());
  });
});
