import { describe, expect, it } from 'vitest';
import { validateAuditSearch } from '../admin/auditSearch.ts';
import { validateUserSearch } from '../admin/userSearch.ts';
import { validateListAddress, withListDefaults } from './listAddress.ts';

describe('a list address', () => {
  it('keeps well-formed paging, sort and text, and leaves defaults out', () => {
    expect(
      validateListAddress({ page: '3', size: '50', sort: ['name,desc', 'code,asc'], query: '  jati ' }),
    ).toEqual({ page: 3, size: 50, sort: ['name,desc', 'code,asc'], query: 'jati' });
    expect(validateListAddress({ page: '1', size: '20', query: '   ' })).toEqual({});
  });

  it('drops what is malformed, not offered or not sortable', () => {
    expect(
      validateListAddress({ page: '-2', size: '33', sort: ['name;drop', 'name,up', 'secret,asc'] }, ['name']),
    ).toEqual({});
    expect(validateListAddress({ page: 'x', size: 7, sort: 'name,asc' }, ['name'])).toEqual({
      sort: ['name,asc'],
    });
  });

  it('bounds the sort keys and the search text', () => {
    const address = validateListAddress({
      sort: Array.from({ length: 9 }, (_, i) => `f${i},asc`),
      query: 'x'.repeat(500),
    });
    expect(address.sort).toHaveLength(5);
    expect(address.query).toHaveLength(200);
  });

  it('fills in the defaults', () => {
    expect(withListDefaults({})).toEqual({ page: 1, size: 20, sort: [], query: '' });
  });

  it('is the one validation of the user and audit lists', () => {
    expect(
      validateUserSearch({ sort: ['login,asc', 'password,asc'], size: '100', activated: 'true' }),
    ).toEqual({
      sort: ['login,asc'],
      size: 100,
      activated: 'true',
    });
    expect(validateAuditSearch({ query: 'ignored', sort: 'type,asc', fromDate: '2026-01-01' })).toEqual({
      sort: ['type,asc'],
      fromDate: '2026-01-01',
    });
  });
});
