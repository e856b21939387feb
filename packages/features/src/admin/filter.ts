/** Case-insensitive "contains" over a few texts; an empty filter shows everything. */
export function visibleText(filter: string, ...texts: readonly unknown[]): boolean {
  const needle = filter.trim().toLowerCase();
  if (!needle) return true;
  return texts.some((text) =>
    (typeof text === 'string' ? text : (JSON.stringify(text) ?? '')).toLowerCase().includes(needle),
  );
}
