import { describe, expect, it } from 'vitest';
import { formatDate, formatDecimalText, formatMoment, formatMoney, inSentence } from './format.ts';

describe('formatDate', () => {
  it('writes a calendar date in the reader’s language without shifting the day', () => {
    expect(formatDate('2028-11-20', 'in')).toBe('20 November 2028');
    expect(formatDate('2028-11-20', 'en')).toBe('November 20, 2028');
    expect(formatDate('2027-01-01T00:00:00Z', 'in')).toBe('1 Januari 2027');
  });

  it('leaves an empty or odd value as it is', () => {
    expect(formatDate(null, 'in')).toBe('');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('formatDecimalText', () => {
  it('writes an exact decimal in the reader’s format at its scale, every digit kept', () => {
    expect(formatDecimalText('123456789012.3456', 'in', 4)).toBe('123.456.789.012,3456');
    expect(formatDecimalText('123456789012.3456', 'en', 4)).toBe('123,456,789,012.3456');
    expect(formatDecimalText('12.5', 'in', 4)).toBe('12,5000');
    expect(formatDecimalText('-0.0000', 'en', 4)).toBe('0.0000');
    expect(formatDecimalText('-8.25', 'en', 2)).toBe('-8.25');
    expect(formatDecimalText('7', 'en', 0)).toBe('7');
  });
});

describe('inSentence', () => {
  it('lowers the capitalised words of a name, not its acronyms or names with capitals inside', () => {
    expect(inSentence('Penerimaan Kayu')).toBe('penerimaan kayu');
    expect(inSentence('Timber receipts')).toBe('timber receipts');
    expect(inSentence('Kode HS')).toBe('kode HS');
    expect(inSentence('V-Legal cancellation reasons')).toBe('V-Legal cancellation reasons');
    expect(inSentence('Sertifikat S-LK')).toBe('sertifikat S-LK');
    expect(inSentence('Company registrations (TDP)')).toBe('company registrations (TDP)');
  });
});

// Spaces as plain spaces: ICU versions differ in the no-break spaces they put around a symbol or a time.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('writes an amount in its currency as the reader does, every digit kept', () => {
    expect(plain(formatMoney('13125000.00', 'IDR', 'in'))).toBe('Rp 13.125.000,00');
    expect(plain(formatMoney('13125000.00', 'IDR', 'en'))).toBe('IDR 13,125,000.00');
    expect(formatMoney('1234567890123456.78', 'USD', 'en')).toBe('$1,234,567,890,123,456.78');
  });
});

describe('formatMoment', () => {
  it('writes a moment to the minute in Jakarta time', () => {
    expect(plain(formatMoment('2026-11-13T02:30:00Z', 'in'))).toBe('13 November 2026 pukul 09.30');
    expect(plain(formatMoment('2026-11-13T02:30:00Z', 'en'))).toBe('November 13, 2026 at 9:30 AM');
  });
});
