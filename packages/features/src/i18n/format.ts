/** Formats shared by screens, in the reader's language. */
export const localeOf = (language: string) => (language === 'en' ? 'en-GB' : 'id-ID');

/** A business date (`YYYY-MM-DD`) as the reader writes it, e.g. `20 November 2028`; a calendar date has no zone. */
export function formatDate(iso: string | null | undefined, language: string): string {
  const day = iso?.slice(0, 10);
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return iso ?? '';
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
