import { describe, expect, it } from 'vitest';
import { fromSorting, pageOf, toSorting } from './serverList.ts';

const answer = (data: unknown, total?: string) => ({
  data,
  headers: new Headers(total === undefined ? {} : { 'X-Total-Count': total }),
});

const estimated = (data: unknown, total: string) => ({
  data,
  headers: new Headers({ 'X-Total-Count': total, 'X-Total-Count-Estimated': 'true' }),
});

describe('pageOf', () => {
  it('reads the rows and the total over all pages', () => {
    expect(pageOf(answer([{ id: 1 }, { id: 2 }], '42'))).toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      total: 42,
      estimated: false,
    });
  });

  it("says when the total is the server's estimate", () => {
    expect(pageOf(estimated([{ id: 1 }], '1000000'))).toEqual({
      rows: [{ id: 1 }],
      total: 1_000_000,
      estimated: true,
    });
    expect(pageOf(estimated([{ id: 1 }], 'many')).estimated).toBe(false);
  });

  it('counts the rows when the total is missing or not a number', () => {
    expect(pageOf(answer([{ id: 1 }])).total).toBe(1);
    expect(pageOf(answer([{ id: 1 }], 'many')).total).toBe(1);
  });

  it('is empty without an answer or for a problem document', () => {
    expect(pageOf(undefined)).toEqual({ rows: [], total: 0, estimated: false });
    expect(pageOf(answer({ title: 'Forbidden' }, '3'))).toEqual({ rows: [], total: 0, estimated: false });
  });
});

describe('sort entries', () => {
  it('turn into the table sorting and back', () => {
    const sort = ['login,desc', 'email,asc'];
    expect(toSorting(sort)).toEqual([
      { id: 'login', desc: true },
      { id: 'email', desc: false },
    ]);
    expect(fromSorting(toSorting(sort))).toEqual(sort);
  });
});
