/** Answers and bodies as the server writes and reads them: problem documents and JSON objects. */
import { ListParameterError } from '@vlegal/domain/lists';
import { PROBLEM_STATUS, PROBLEM_TITLES, PROBLEM_TYPES, type ProblemTypeName } from '@vlegal/domain/problems';
import { HttpResponse } from 'msw';

export function problem(
  name: ProblemTypeName,
  detail?: string,
  fieldErrors?: { field: string; message: string }[],
) {
  const status = PROBLEM_STATUS[name];
  return HttpResponse.json(
    { type: PROBLEM_TYPES[name], title: PROBLEM_TITLES[name], status, detail, fieldErrors },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

/** A list rule's refusal (`@vlegal/domain/lists`) as the server answers it: a 400 with the field error. */
export function listParameters<T>(read: () => T): T | Response {
  try {
    return read();
  } catch (err) {
    if (!(err instanceof ListParameterError)) throw err;
    return problem('constraintViolation', `Invalid query parameter ${err.parameter}.`, [
      { field: err.parameter, message: err.message },
    ]);
  }
}

export async function readJson(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
