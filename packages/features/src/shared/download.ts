/**
 * Saves a file the server answered (a printed document) the way a link's download would: under the name
 * its `Content-Disposition` gives, else the one given.
 */
import type { Answer } from '../resource-screens/screen-config.ts';

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` first), or undefined. */
export function fileNameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: the plain name below, if any.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || undefined;
}

/** Saves the answer's body (a Blob, or text) as a file; `fallback` names it when the server did not. */
export function saveAnswer(answer: Answer, fallback: string): void {
  const body = answer.data instanceof Blob ? answer.data : new Blob([String(answer.data ?? '')]);
  const url = URL.createObjectURL(body);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(answer.headers.get('Content-Disposition')) ?? fallback;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task ran.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
