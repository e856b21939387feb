import { itemRange, pageCount, pageWindow } from './itemCount.ts';

describe('itemRange', () => {
  it('starts at item 1 on page 1', () => {
    expect(itemRange(1, 20, 45)).toEqual({ first: 1, last: 20, total: 45 });
  });

  it('ends at min(page × size, total) on the last page', () => {
    expect(itemRange(3, 20, 45)).toEqual({ first: 41, last: 45, total: 45 });
  });

  it('fills an exactly full last page', () => {
    expect(itemRange(2, 20, 40)).toEqual({ first: 21, last: 40, total: 40 });
  });

  it('clamps a page past the end to the last page', () => {
    expect(itemRange(9, 20, 45)).toEqual({ first: 41, last: 45, total: 45 });
  });

  it('clamps a page below 1 to page 1', () => {
    expect(itemRange(0, 20, 45)).toEqual({ first: 1, last: 20, total: 45 });
  });

  it('gives 0 - 0 of 0 for an empty list', () => {
    expect(itemRange(1, 20, 0)).toEqual({ first: 0, last: 0, total: 0 });
    expect(itemRange(3, 20, 0)).toEqual({ first: 0, last: 0, total: 0 });
  });

  it('handles a single item', () => {
    expect(itemRange(1, 20, 1)).toEqual({ first: 1, last: 1, total: 1 });
  });
});

describe('pageCount', () => {
  it('is at least 1', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(5, 0)).toBe(1);
  });
});

describe('pageWindow', () => {
  it('shows all pages when there are few', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('puts gaps around the current page', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});
