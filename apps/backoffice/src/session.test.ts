import {
  getGetAccountUrl,
  getGetManagementInfoUrl,
  getListCompanyBusinessUnitsByUserUrl,
} from '@vlegal/api-client/query';
import { describe, expect, it } from 'vitest';
import { keySearch } from './search.ts';
import {
  ACCOUNT_URL,
  clearToken,
  MANAGEMENT_INFO_URL,
  MY_UNITS_URL,
  saveRequestedUrl,
  storedToken,
  storeToken,
  TOKEN_KEY,
  takeRequestedUrl,
} from './session.ts';

describe('session storage', () => {
  it('keeps the token in local storage with remember-me, else in session storage', () => {
    storeToken('long', true);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('long');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    storeToken('short', false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('short');
    expect(storedToken()).toBe('short');
  });

  it('removes the token from both storages', () => {
    localStorage.setItem(TOKEN_KEY, 'a');
    sessionStorage.setItem(TOKEN_KEY, 'b');
    clearToken();
    expect(storedToken()).toBeNull();
  });

  it('gives the requested address back once, and only addresses of this site', () => {
    saveRequestedUrl('/app/account/password?tab=1');
    expect(takeRequestedUrl()).toBe('/app/account/password?tab=1');
    expect(takeRequestedUrl()).toBeNull();
    saveRequestedUrl('//evil.example/app');
    expect(takeRequestedUrl()).toBeNull();
    saveRequestedUrl('https://evil.example/app');
    expect(takeRequestedUrl()).toBeNull();
  });
});

describe('mail link search', () => {
  it('keeps a non-empty key only', () => {
    expect(keySearch({ key: 'abc' })).toEqual({ key: 'abc' });
    expect(keySearch({ key: '' })).toEqual({});
    expect(keySearch({ key: 5 })).toEqual({});
  });
});

describe('what the /app layout asks for early', () => {
  it('goes to the addresses of the generated client', () => {
    expect(ACCOUNT_URL).toBe(getGetAccountUrl());
    expect(MANAGEMENT_INFO_URL).toBe(getGetManagementInfoUrl());
    expect(MY_UNITS_URL).toBe(getListCompanyBusinessUnitsByUserUrl({ size: 200 }));
  });
});
