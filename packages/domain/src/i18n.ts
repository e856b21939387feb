/**
 * Texts live in `i18n/<lang>/<area>.json` (one file per area, so areas are written independently) and
 * are served merged as one `i18n/<lang>.json`. Keys of the files of one language must not collide.
 */
export type Texts = { [key: string]: string | Texts };

export function mergeTexts(parts: readonly Texts[]): Texts {
  const merged: Texts = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = merged[key];
      if (existing === undefined) merged[key] = value;
      else if (typeof existing === 'object' && typeof value === 'object')
        merged[key] = mergeTexts([existing, value]);
      else throw new Error(`the text key "${key}" is defined twice`);
    }
  }
  return merged;
}

/** Dotted paths of every text, for parity checks between languages. */
export function textKeys(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : textKeys(value, `${prefix}${key}.`),
  );
}
