/**
 * One Idempotency-Key per thing a person means to send (docs/adr/0022-idempotent-postings.md): the same
 * key goes with every attempt of it (a double click, a retry after a lost answer), so the server takes it
 * once; a new key once the server took it.
 */
import { useCallback, useRef } from 'react';

/** 128 random bits in hex: `crypto.getRandomValues` works on plain http too (randomUUID needs https). */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The request options carrying a key. */
export const withKey = (key: string): RequestInit => ({ headers: { 'Idempotency-Key': key } });

/**
 * The key of what a screen sends: `options(scope)` the options of an attempt (one key per scope, a row's
 * step say), `taken(scope)` once the server took it, so the next attempt is another request.
 */
export function useRequestKeys() {
  const keys = useRef(new Map<string, string>());
  const options = useCallback((scope = '') => {
    let key = keys.current.get(scope);
    if (!key) {
      key = newRequestKey();
      keys.current.set(scope, key);
    }
    return withKey(key);
  }, []);
  const taken = useCallback((scope = '') => {
    keys.current.delete(scope);
  }, []);
  return { options, taken };
}
