import { BUSINESS_TIME_ZONE } from '@vlegal/domain/unit-validity';
import { localeOf } from './setup.ts';

// Dates, times, numbers and sizes as the reader writes them; moments in Jakarta time.

/** A business date (`YYYY-MM-DD`) in the reader's language, e.g. `20 November 2028`; a calendar date has no zone. */
export function formatDate(iso: string | null | undefined, language: string): string {
  const day = iso?.slice(0, 10);
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return iso ?? '';
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
}

/** A moment for a record's history, to the minute, in Jakarta time: `13 November 2026 pukul 09.30`. */
export function formatMoment(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
}

/**
 * An amount of money written as exact decimal text ("13125000.00") in its currency, as the reader writes it
 * (`Rp 13.125.000,00`, `IDR 13,125,000.00`), every digit kept.
 */
export function formatMoney(text: string, currency: string, language: string, digits = 2): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(text as Intl.StringNumericLiteral);
}

export function formatNumber(value: number, language: string, digits = 0): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: digits }).format(value);
}

/**
 * An exact decimal written as text ("-1234.5000") in the reader's format with `digits` fraction digits,
 * without passing through a binary float: the integer part grouped by Intl as a BigInt.
 */
export function formatDecimalText(text: string, language: string, digits: number): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const separator = decimalSeparatorOf(language);
  const grouped = new Intl.NumberFormat(localeOf(language)).format(BigInt(whole));
  const shown = fraction.padEnd(digits, '0').slice(0, Math.max(digits, fraction.replace(/0+$/, '').length));
  return `${negative && /[1-9]/.test(whole + fraction) ? '-' : ''}${grouped}${shown ? separator + shown : ''}`;
}

/**
 * A name as it reads inside a sentence ("Belum ada penerimaan kayu."): its capitalised words in lower case,
 * acronyms and words with capitals inside ("HS", "V-Legal", "S-LK") as they are.
 */
export function inSentence(name: string): string {
  return name.replace(/(?<![\p{L}-])\p{Lu}\p{Ll}*(?![\p{L}-])/gu, (word) => word.toLowerCase());
}

/** Bytes as MiB with one decimal. */
export function formatMegabytes(bytes: number, language: string): string {
  return `${formatNumber(bytes / 1024 / 1024, language, 1)} MiB`;
}

/** Seconds as days, hours and minutes (`2 h 5 m`). */
export function formatDuration(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return [days ? `${days} d` : '', hours ? `${hours} h` : '', `${minutes} m`].filter(Boolean).join(' ');
}

/** The decimal separator of the reader's language: a comma in Indonesian, a point in English. */
export function decimalSeparatorOf(language: string): string {
  return (
    new Intl.NumberFormat(localeOf(language)).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ??
    '.'
  );
}
