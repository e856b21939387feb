import { type FormikErrors, setIn } from 'formik';
import { problemOf } from './problems.ts';

/**
 * The server's `fieldErrors` as formik errors. A field path such as `company.name` or
 * `lines[0].quantity` lands on that nested field; `objectName` prefixes are not part of the path.
 * `rename` maps server paths the form holds elsewhere (`{ 'newPassword': 'password' }`); `text` turns a
 * message into what the field shows (a text key translated).
 */
export function fieldErrorsOf<Values>(
  error: unknown,
  rename: Readonly<Record<string, string>> = {},
  text: (message: string) => string = (message) => message,
): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  for (const fieldError of problemOf(error)?.fieldErrors ?? []) {
    const path = rename[fieldError.field] ?? fieldError.field;
    errors = setIn(errors, path, text(fieldError.message));
  }
  return errors;
}
