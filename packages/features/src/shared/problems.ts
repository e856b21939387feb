/**
 * Read the problem document (RFC 9457) behind a failed call. Putting its field errors onto formik fields
 * is `formProblems.ts`, apart, so that screens without a form (lists, views) load no formik.
 *
 * ```ts
 * onSubmit: async (values, helpers) => {
 *   try { await save.mutateAsync({ data: values }); }
 *   catch (error) {
 *     if (problemIs(error, 'emailAlreadyUsed')) setMessage(t('account.emailTaken'));
 *     helpers.setErrors(fieldErrorsOf(error));
 *   }
 * }
 * ```
 */
import { ApiError, type Problem } from '@vlegal/api-client/fetcher';
import { type ProblemTypeName, problemTypeName } from '@vlegal/domain/problems';

/** The problem document of a failed call, or `undefined` for other errors (network, time-out). */
export function problemOf(error: unknown): Problem | undefined {
  return error instanceof ApiError ? error.problem : undefined;
}

/** The name of the known problem type of a failed call (`loginAlreadyUsed` …), if any. */
export function problemNameOf(error: unknown): ProblemTypeName | undefined {
  return problemTypeName(problemOf(error)?.type);
}

export function problemIs(error: unknown, name: ProblemTypeName): boolean {
  return problemNameOf(error) === name;
}

/** The dotted paths of the server's field errors, in the order the server gave them. */
export function fieldErrorPaths(error: unknown, rename: Readonly<Record<string, string>> = {}): string[] {
  return (problemOf(error)?.fieldErrors ?? []).map(
    (fieldError) => rename[fieldError.field] ?? fieldError.field,
  );
}
