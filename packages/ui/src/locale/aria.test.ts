import * as enModule from 'react-aria-components/i18n/en-US';
import { registerAriaStrings, setAriaAppLocale } from './aria.ts';
import { ariaStringsId } from './aria-id.ts';
import type { AriaFormatter, AriaMessage, AriaPackageStrings } from './aria-types.ts';

const en = (enModule as unknown as { default: AriaPackageStrings }).default;

function formatter(locale: string): AriaFormatter {
  return {
    locale,
    plural: (count, options) => {
      const exact = options[`=${count}`];
      const opt =
        exact ??
        (new Intl.PluralRules(locale).select(count) === 'one'
          ? (options.one ?? options.other)
          : options.other);
      return typeof opt === 'function' ? opt() : (opt ?? '');
    },
    number: (value) => new Intl.NumberFormat(locale).format(value),
    select: (options, value) => {
      const opt = options[String(value)] ?? options.other;
      return typeof opt === 'function' ? opt() : (opt ?? '');
    },
  };
}

const format = (message: AriaMessage | undefined, locale: string, args = {}) =>
  typeof message === 'function' ? message(args, formatter(locale)) : message;

describe('Indonesian react-aria strings', () => {
  it('translate every package and key react-aria-components ships in en-US', () => {
    for (const pkg of Object.keys(en)) {
      expect(Object.keys(ariaStringsId[pkg] ?? {}).sort(), pkg).toEqual(Object.keys(en[pkg] ?? {}).sort());
    }
  });

  it('format messages with arguments and plurals', () => {
    expect(
      format(ariaStringsId['@react-aria/combobox']?.countAnnouncement, 'id-ID', { optionCount: 3 }),
    ).toBe('3 opsi tersedia.');
    expect(format(ariaStringsId['@react-aria/grid']?.selectedCount, 'id-ID', { count: 0 })).toBe(
      'Tidak ada item dipilih.',
    );
    expect(format(ariaStringsId['@react-aria/grid']?.selectedCount, 'id-ID', { count: 1200 })).toBe(
      '1.200 item dipilih.',
    );
    expect(format(ariaStringsId['@react-aria/table']?.ascendingSort, 'id-ID', { columnName: 'Nama' })).toBe(
      'diurutkan menurut kolom Nama secara menaik',
    );
  });
});

describe('registerAriaStrings', () => {
  const table = () =>
    (window as unknown as Record<symbol, AriaPackageStrings>)[
      Symbol.for('react-aria.i18n.strings')
    ] as AriaPackageStrings;

  beforeAll(() => {
    registerAriaStrings('id', ariaStringsId);
    registerAriaStrings('en-US', en);
  });
  afterEach(() => setAriaAppLocale(null));

  it('installs react-aria global table with every package', () => {
    expect(Object.keys(table()).sort()).toEqual(Object.keys(en).sort());
    expect((window as unknown as Record<symbol, string>)[Symbol.for('react-aria.i18n.locale')]).toBe('id-ID');
  });

  it('picks the text by the formatter locale', () => {
    const label = table()['@react-aria/combobox']?.buttonLabel;
    expect(format(label, 'id-ID')).toBe('Tampilkan saran');
    expect(format(label, 'id')).toBe('Tampilkan saran');
    expect(format(label, 'en-US')).toBe('Show suggestions');
    expect(format(label, 'fr-FR')).toBe('Show suggestions');
  });

  it('follows the app locale over the browser locale when one is set', () => {
    setAriaAppLocale('id-ID');
    expect(format(table()['@react-stately/datepicker']?.unavailableDate, 'en-US')).toBe(
      'Tanggal yang dipilih tidak tersedia.',
    );
  });
});
