/**
 * How a form tells the outcome of a save the server refused, above its fields: what the refusal says beyond
 * the field errors shown on the fields, or, after an attempt, that fields need checking. Shared by the
 * generic form and the forms built on its inputs.
 */
import { Alert } from '@vlegal/ui/Alert';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { shortfallSentence } from '../shared/shortfall.ts';
import { fieldErrorPaths, problemNameOf } from '../shared/problems.ts';
import type { Translate } from './schema.ts';

/** Refusals with a text of their own (`resources.form.<outcome>`); the books add theirs. */
const OUTCOMES = [
  'conflict',
  'unitLocked',
  'insufficientStock',
  'booksLocked',
  'actionNotAllowed',
  'idempotencyKeyReused',
] as const;

type OutcomeKind = (typeof OUTCOMES)[number] | 'rejected' | 'failed';

/** A refused save: its kind, and the error for what the server named in it (a stock's short day). */
export type Outcome = { kind: OutcomeKind; error: unknown } | null;

/** The kind of a refused save, by the problem the server answered. */
export function outcomeOf(error: unknown): Exclude<Outcome, null> {
  const problem = problemNameOf(error);
  const kind =
    OUTCOMES.find((known) => known === problem) ??
    (problem === 'constraintViolation' ? 'rejected' : 'failed');
  return { kind, error };
}

/**
 * What the banner of a refused save says: only what its field errors, shown on their fields, do not. When
 * every field error lands on a field of the form (`values` holds it), the fields say it all ("this value
 * is taken"), and only a shortfall's item, day and balance are left to say. A refusal without field
 * errors, or with one about no field of the form, is said by its kind. Empty: no banner.
 *
 * `pageSet` names the values the page sets (the unit a screen is scoped to): a unique key of the unit and
 * a field (a unit's TDP number) is refused on both, and the field alone says it.
 */
export function refusalText(
  outcome: Exclude<Outcome, null>,
  values: unknown,
  t: Translate,
  language: string,
  pageSet: readonly string[] = [],
): string {
  const named = outcome.kind === 'insufficientStock' ? shortfallSentence(outcome.error, t, language) : '';
  const paths = fieldErrorPaths(outcome.error).filter((path) => !pageSet.includes(path));
  const allOnFields = paths.length > 0 && paths.every((path) => getIn(values, path) !== undefined);
  if (allOnFields) return named;
  return [t(`resources.form.${outcome.kind}`), named].filter(Boolean).join(' ');
}

/** The notice above a form's fields (inside its formik); `pageSet` as for `refusalText`. */
export function FormNotice({ outcome, pageSet }: { outcome: Outcome; pageSet?: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const { submitCount, errors, values } = useFormikContext();
  if (outcome) {
    const text = refusalText(outcome, values, t, i18n.language, pageSet);
    return text ? (
      <Alert intent="danger" timeout={null}>
        {text}
      </Alert>
    ) : null;
  }
  if (submitCount > 0 && Object.keys(errors as object).length > 0)
    return (
      <Alert intent="danger" timeout={null}>
        {t('resources.form.invalid')}
      </Alert>
    );
  return null;
}
