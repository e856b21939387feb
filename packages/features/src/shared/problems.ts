/**
 * Helpers for screens that send forms: read the problem document (RFC 9457) behind a failed call and put
 * the server's field errors onto formik fields.
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
import { type FormikErrors, setIn } from 'formik';

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

/**
 * The server's `fieldErrors` as formik errors. A field path such as `company.name` or
 * `lines[0].quantity` lands on that nested field; `objectName` prefixes are not part of the path.
 * `rename` maps server paths the form holds elsewhere (`{ 'newPassword': 'password' }`).
 */
export function fieldErrorsOf<Values>(
  error: unknown,
  rename: Readonly<Record<string, string>> = {},
): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  for (const fieldError of problemOf(error)?.fieldErrors ?? []) {
    const path = rename[fieldError.field] ?? fieldError.field;
    errors = setIn(errors, path, fieldError.message);
  }
  return errors;
}

/** The dotted paths of the server's field errors, in the order the server gave them. */
export function fieldErrorPaths(error: unknown, rename: Readonly<Record<string, string>> = {}): string[] {
  return (problemOf(error)?.fieldErrors ?? []).map(
    (fieldError) => rename[fieldError.field] ?? fieldError.field,
  );
}
