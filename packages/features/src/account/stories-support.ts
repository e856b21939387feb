import { HttpResponse } from 'msw';

/** A problem answer as the API sends it. */
export function problem(status: number, type: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json(
    { type, title: 'Problem', status, ...extra },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}
