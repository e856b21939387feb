/**
 * How a form tells the outcome of a save the server refused, above its fields: the kind of refusal, or,
 * after an attempt, that fields need checking. Shared by the generic form and the forms built on its inputs.
 */
import { Alert } from '@vlegal/ui/Alert';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { shortfallSentence } from '../shared/shortfall.ts';
import { problemNameOf } from '../shared/problems.ts';

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

/** The notice above a form's fields (inside its formik). */
export function FormNotice({ outcome }: { outcome: Outcome }) {
  const { t, i18n } = useTranslation();
  const { submitCount, errors } = useFormikContext();
  if (outcome) {
    const named =
      outcome.kind === 'insufficientStock' ? shortfallSentence(outcome.error, t, i18n.language) : '';
    return (
      <Alert intent="danger" timeout={null}>
        {[t(`resources.form.${outcome.kind}`), named].filter(Boolean).join(' ')}
      </Alert>
    );
  }
  if (submitCount > 0 && Object.keys(errors as object).length > 0)
    return (
      <Alert intent="danger" timeout={null}>
        {t('resources.form.invalid')}
      </Alert>
    );
  return null;
}
