import { describe, expect, it } from 'vitest';
import { createI18n, htmlLangOf, localeOf, MissingTextError } from './setup.ts';

const resources = {
  in: { translation: { hello: 'Halo', only: { in: 'Hanya Indonesia' } } },
  en: { translation: { hello: 'Hello' } },
};

describe('texts', () => {
  it('speaks Indonesian by default and falls back to it', async () => {
    const i18n = await createI18n({ resources, language: 'en' });
    expect(i18n.t('hello')).toBe('Hello');
    expect(i18n.t('only.in')).toBe('Hanya Indonesia');
  });

  it('throws on a key without any text when strict, so no screen shows a raw key', async () => {
    const strict = await createI18n({ resources, language: 'en', strict: true });
    expect(() => strict.t('no.such.key')).toThrow(MissingTextError);
    const lenient = await createI18n({ resources, language: 'en' });
    expect(lenient.t('no.such.key')).toBe('no.such.key');
  });

  it('maps the product languages to locales', () => {
    expect(localeOf('in')).toBe('id-ID');
    expect(localeOf('en')).toBe('en-US');
    expect(htmlLangOf('in')).toBe('id');
  });
});
