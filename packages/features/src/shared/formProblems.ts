import { type FormikErrors, setIn } from 'formik';
import { problemOf } from './problems.ts';

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
