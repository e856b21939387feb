/** Dates, times and sizes of the administration screens, in the reader's language and Jakarta time. */
const TIME_ZONE = 'Asia/Jakarta';

const localeOf = (language: string) => (language === 'en' ? 'en-US' : 'id-ID');

export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: TIME_ZONE,
  }).format(date);
}

export function formatNumber(value: number, language: string, digits = 0): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: digits }).format(value);
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
