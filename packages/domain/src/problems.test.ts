import { describe, expect, it } from 'vitest';
import { isProblemType, PROBLEM_STATUS, PROBLEM_TYPES, problemTypeName } from './problems.ts';

describe('problem types', () => {
  it('are unique relative URIs under /problems/', () => {
    const uris = Object.values(PROBLEM_TYPES);
    expect(new Set(uris).size).toBe(uris.length);
    for (const uri of uris) expect(uri).toMatch(/^\/problems\/[a-z-]+$/);
  });
  it('cover the three types of the specification', () => {
    expect(PROBLEM_TYPES.loginAlreadyUsed).toBe('/problems/login-already-used');
    expect(PROBLEM_TYPES.emailAlreadyUsed).toBe('/problems/email-already-used');
    expect(PROBLEM_TYPES.emailNotFound).toBe('/problems/email-not-found');
  });
  it('resolve relative and absolute forms', () => {
    expect(problemTypeName('/problems/email-not-found')).toBe('emailNotFound');
    expect(problemTypeName('https://api.example.test/problems/referenced-row')).toBe('referencedRow');
    expect(problemTypeName('about:blank')).toBeUndefined();
    expect(problemTypeName(undefined)).toBeUndefined();
    expect(isProblemType('/problems/login-already-used', 'loginAlreadyUsed')).toBe(true);
  });
  it('have a client-error or conflict status', () => {
    for (const status of Object.values(PROBLEM_STATUS)) expect(status >= 400 && status < 500).toBe(true);
  });
});
