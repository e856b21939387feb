import { type FormikErrors, setIn } from 'formik';
import { formatDecimalText } from '../i18n/format.ts';
import type { Translate } from '../resource-screens/schema.ts';
import { problemOf } from './problems.ts';

/**
 * The server's `fieldErrors` as formik errors. A field path such as `company.name` or
 * `lines[0].quantity` lands on that nested field; `objectName` prefixes are not part of the path.
 * `rename` maps server paths the form holds elsewhere (`{ 'newPassword': 'password' }`); `text` turns a
 * message into what the field shows (a text key translated). Given the form's `values`, a place inside a
 * field the form holds as text (a plot's GeoJSON: `geometry.coordinates[0][3]`) lands on that field, the
 * place after the message.
 */
export function fieldErrorsOf<Values>(
  error: unknown,
  rename: Readonly<Record<string, string>> = {},
  text: (message: string, figures?: Readonly<Record<string, string>>) => string = (message) => message,
  values?: Readonly<Record<string, unknown>>,
): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  for (const fieldError of problemOf(error)?.fieldErrors ?? []) {
    const path = rename[fieldError.field] ?? fieldError.field;
    const head = /^[^.[]+/.exec(path)?.[0] ?? path;
    const message = text(fieldError.message, fieldError.values);
    if (head !== path && typeof values?.[head] === 'string') {
      const place = path.slice(head.length).replace(/^\./, '');
      errors = setIn(errors, head, `${message} (${place})`);
    } else errors = setIn(errors, path, message);
  }
  return errors;
}

/** The server's plain field messages that have words of the screens' own. */
const SERVER_MESSAGES: Readonly<Record<string, string>> = {
  'must not be blank': 'resources.validation.required',
  'must not be null': 'resources.validation.required',
  'is required': 'resources.validation.required',
  'must be the id of an existing row': 'resources.validation.gone',
};

/**
 * How a form shows a server field message in the reader's language: a text key (`ledger.closedMonth`)
 * translated with the figures it names, the request check's plain words for a missing value or a row that
 * is gone in the screens' words, anything else as the server wrote it.
 */
export function fieldText(
  t: Translate,
  i18n: { exists: (key: string) => boolean; language: string },
): (message: string, figures?: Readonly<Record<string, string>>) => string {
  return (message, figures) => {
    const key = SERVER_MESSAGES[message] ?? message;
    if (!i18n.exists(key)) return message;
    return figures ? t(key, figuresIn(figures, i18n.language)) : t(key);
  };
}

/** A text's figures in the reader's format: a decimal with the language's separator, its trailing zeros dropped. */
function figuresIn(figures: Readonly<Record<string, string>>, language: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(figures).map(([name, value]) => [
      name,
      /^-?\d+(\.\d+)?$/.test(value) ? formatDecimalText(value, language, 0) : value,
    ]),
  );
}
