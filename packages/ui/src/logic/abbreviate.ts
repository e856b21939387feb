export interface AbbreviateOptions {
  /** Texts with fewer characters than this are shown in full (default 30). */
  fullBelow?: number;
  /** Characters kept at the start (default 15). */
  head?: number;
  /** Characters kept at the end (default 10). */
  tail?: number;
}

export const ELLIPSIS = '…';

/**
 * Full text below 30 characters; otherwise the first 15, an ellipsis and the last 10.
 * Counts characters by code point, so an emoji or a surrogate pair is never split.
 */
export function abbreviate(text: string | null | undefined, options: AbbreviateOptions = {}): string {
  const { fullBelow = 30, head = 15, tail = 10 } = options;
  if (!text) return '';
  const chars = Array.from(text);
  if (chars.length < fullBelow) return text;
  return `${chars.slice(0, head).join('')}${ELLIPSIS}${chars.slice(chars.length - tail).join('')}`;
}

/** Whether `abbreviate` would shorten the text. */
export function isAbbreviated(text: string | null | undefined, options: AbbreviateOptions = {}): boolean {
  return Boolean(text) && Array.from(text ?? '').length >= (options.fullBelow ?? 30);
}
