import { describe, expect, it } from 'vitest';
import { allowedIn, ListParameterError, likePattern, linkHeader, readPage, readSort } from './lists.ts';

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (err) {
    if (err instanceof ListParameterError) return { parameter: err.parameter, message: err.message };
    throw err;
  }
  throw new Error('accepted');
};

describe('the list rules every list shares', () => {
  it('reads page and size with their defaults and bounds', () => {
    expect(readPage(undefined, undefined)).toEqual({ page: 0, size: 20 });
    expect(readPage('3', '50')).toEqual({ page: 3, size: 50 });
    expect(readPage(['2', '9'], 200)).toEqual({ page: 2, size: 200 });
    expect(refusal(() => readPage(-1, 20))).toEqual({
      parameter: 'page',
      message: 'must be an integer from 0 to 10000000',
    });
    expect(refusal(() => readPage(0, 201)).parameter).toBe('size');
    expect(refusal(() => readPage(0, '1.5')).parameter).toBe('size');
    expect(refusal(() => readPage('x', 20)).parameter).toBe('page');
  });

  it('reads sorts from an allow-list, with the default, and id last', () => {
    const sortable = allowedIn(['name', 'code', 'id']);
    expect(readSort(undefined, sortable, ['name', 'asc'])).toEqual([
      { field: 'name', direction: 'asc' },
      { field: 'id', direction: 'asc' },
    ]);
    expect(readSort(['code,desc', 'code,asc', 'id,desc'], sortable, ['name', 'asc'])).toEqual([
      { field: 'code', direction: 'desc' },
      { field: 'id', direction: 'desc' },
    ]);
    expect(readSort('name', sortable, ['code', 'asc'], { tieBreak: null })).toEqual([
      { field: 'name', direction: 'asc' },
    ]);
    expect(readSort([], sortable, [{ field: 'code', direction: 'desc' }])[0]).toEqual({
      field: 'code',
      direction: 'desc',
    });
  });

  it('refuses what is not allowed, inherited members included', () => {
    const sortable = allowedIn({ name: 'name_column' });
    expect(
      refusal(() => readSort('constructor,asc', sortable, ['name', 'asc'], { what: 'country' })),
    ).toEqual({
      parameter: 'sort',
      message: 'cannot sort country by "constructor"',
    });
    expect(refusal(() => readSort('name,up', sortable, ['name', 'asc'])).message).toBe(
      'direction of name must be asc or desc',
    );
    expect(refusal(() => readSort('name,asc,x', sortable, ['name', 'asc'])).parameter).toBe('sort');
    expect(refusal(() => readSort(Array(6).fill('name,asc'), sortable, ['name', 'asc'])).message).toBe(
      'at most 5 sort columns',
    );
    expect(allowedIn(new Set(['a']))('toString')).toBe(false);
  });

  it('writes the Link header of a page, keeping the other parameters', () => {
    expect(linkHeader('/api/countries?active=true&page=1&size=20', { page: 1, size: 20 }, 45)).toBe(
      [
        '</api/countries?active=true&page=2&size=20>; rel="next"',
        '</api/countries?active=true&page=0&size=20>; rel="prev"',
        '</api/countries?active=true&page=2&size=20>; rel="last"',
        '</api/countries?active=true&page=0&size=20>; rel="first"',
      ].join(','),
    );
    // A page past the end points back to the last one; an empty list has one page.
    expect(linkHeader('/api/x?page=9', { page: 9, size: 10 }, 15)).toContain(
      '</api/x?page=1&size=10>; rel="prev"',
    );
    expect(linkHeader('/api/x', { page: 0, size: 10 }, 0)).toBe(
      '</api/x?page=0&size=10>; rel="last",</api/x?page=0&size=10>; rel="first"',
    );
  });

  it('makes a LIKE pattern in which % _ and \\ match themselves', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(likePattern('JAT', 'prefix')).toBe('JAT%');
  });
});
