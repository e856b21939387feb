import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './limits.ts';
import { mergeTexts, type Texts, textKeys } from './i18n.ts';

const folder = path.resolve(import.meta.dirname, '../i18n');
const load = (language: string): Texts =>
  mergeTexts(
    readdirSync(path.join(folder, language))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(path.join(folder, language, file), 'utf8')) as Texts),
  );

describe('texts', () => {
  it("names a document's ledger entries as the stock card does: they are the same rows", () => {
    for (const language of LANGUAGES) {
      const { resources } = load(language) as { resources: Record<string, { values?: unknown }> };
      expect(resources.postingEntry?.values, language).toEqual(resources.stockCredit?.values);
    }
  });

  it('has the same files for every language', () => {
    const files = LANGUAGES.map((language) => readdirSync(path.join(folder, language)).sort());
    for (const list of files) expect(list).toEqual(files[0]);
  });

  it('has every key in every language, and no empty text', () => {
    const [first, ...others] = LANGUAGES.map((language) => ({ language, texts: load(language) }));
    const reference = textKeys(first!.texts).sort();
    for (const other of others) {
      const keys = textKeys(other.texts).sort();
      expect({ language: other.language, missing: reference.filter((key) => !keys.includes(key)) }).toEqual({
        language: other.language,
        missing: [],
      });
      expect({ language: other.language, extra: keys.filter((key) => !reference.includes(key)) }).toEqual({
        language: other.language,
        extra: [],
      });
    }
    for (const { texts } of [first!, ...others]) {
      const empty = textKeys(texts).filter((key) => {
        const value = key
          .split('.')
          .reduce<Texts | string | undefined>(
            (node, part) => (typeof node === 'object' ? node[part] : undefined),
            texts,
          );
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('refuses a key defined twice across files', () => {
    expect(() => mergeTexts([{ a: { b: 'x' } }, { a: { b: 'y' } }])).toThrow(/a key|"b"/);
    expect(mergeTexts([{ a: { b: 'x' } }, { a: { c: 'y' } }])).toEqual({ a: { b: 'x', c: 'y' } });
  });
});
