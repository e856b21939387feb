import { notFound } from '@tanstack/react-router';

/** The id of an address segment, or not found. */
export function idOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^[0-9]+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}
