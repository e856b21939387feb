/** Search of the pages opened from an e-mail link: an optional `key`. */
export function keySearch(search: Record<string, unknown>): { key?: string } {
  return typeof search.key === 'string' && search.key ? { key: search.key } : {};
}
