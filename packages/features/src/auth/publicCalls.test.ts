import { getAuthenticateUrl, getRegisterUrl } from '@vlegal/api-client/query';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATE_URL, REGISTER_URL } from './publicCalls.ts';

describe('the calls of the public pages', () => {
  it('go to the addresses of the generated client', () => {
    expect(AUTHENTICATE_URL).toBe(getAuthenticateUrl());
    expect(REGISTER_URL).toBe(getRegisterUrl());
  });
});
