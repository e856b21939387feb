import { describe, expect, it } from 'vitest';
import { LOGIN_PATTERN } from './limits.ts';
import { allows } from './roles.ts';

describe('login pattern', () => {
  it('accepts letters, digits and _ . @ -', () => {
    expect(LOGIN_PATTERN.test('budi.santoso_01@pt-jati')).toBe(true);
  });
  it('refuses spaces and other signs', () => {
    expect(LOGIN_PATTERN.test('budi santoso')).toBe(false);
    expect(LOGIN_PATTERN.test('budi#1')).toBe(false);
    expect(LOGIN_PATTERN.test('')).toBe(false);
  });
});

describe('role rule', () => {
  it('admits public rules without a user', () => {
    expect(allows('public', null)).toBe(true);
  });
  it('admits any signed-in user on an empty list, nobody signed out', () => {
    expect(allows([], ['ROLE_USER'])).toBe(true);
    expect(allows([], null)).toBe(false);
  });
  it('needs any one of the listed authorities', () => {
    expect(allows(['ROLE_ADMIN', 'ROLE_USER_ADMIN'], ['ROLE_USER', 'ROLE_USER_ADMIN'])).toBe(true);
    expect(allows(['ROLE_ADMIN'], ['ROLE_USER'])).toBe(false);
  });
});
