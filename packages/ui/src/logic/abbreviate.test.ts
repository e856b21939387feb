import { abbreviate, ELLIPSIS, isAbbreviated } from './abbreviate.ts';

describe('abbreviate', () => {
  it('returns an empty string for empty, null and undefined', () => {
    expect(abbreviate('')).toBe('');
    expect(abbreviate(null)).toBe('');
    expect(abbreviate(undefined)).toBe('');
  });

  it('keeps a text of 29 characters in full', () => {
    const text = 'a'.repeat(29);
    expect(abbreviate(text)).toBe(text);
    expect(isAbbreviated(text)).toBe(false);
  });

  it('abbreviates a text of exactly 30 characters to 15 + ellipsis + 10', () => {
    const text = '0123456789ABCDEFGHIJKLMNOPQRST';
    expect(text).toHaveLength(30);
    expect(abbreviate(text)).toBe(`0123456789ABCDE${ELLIPSIS}KLMNOPQRST`);
    expect(isAbbreviated(text)).toBe(true);
  });

  it('abbreviates long Indonesian text', () => {
    const text = 'Surat Keterangan Legalitas Kayu untuk Ekspor';
    expect(abbreviate(text)).toBe(`Surat Keterang${'a'}${ELLIPSIS}tuk Ekspor`);
  });

  it('never splits a surrogate pair', () => {
    const text = `${'🌳'.repeat(20)}${'x'.repeat(10)}`;
    expect(abbreviate(text)).toBe(`${'🌳'.repeat(15)}${ELLIPSIS}${'x'.repeat(10)}`);
  });

  it('accepts other limits', () => {
    expect(abbreviate('abcdefghij', { fullBelow: 5, head: 2, tail: 2 })).toBe(`ab${ELLIPSIS}ij`);
  });
});
