import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from '../Field.css.ts';
import { visuallyHidden } from './a11y.css.ts';

/** Props every form field shares: a label, an optional description and an error message. */
export interface FieldBaseProps {
  label: ReactNode;
  /** Read by screen readers, not shown: for a field in a table cell whose column header shows it. */
  hideLabel?: boolean | undefined;
  description?: ReactNode;
  /** Shown when the field is invalid. Setting it (non-empty) marks the field invalid. */
  errorMessage?: ReactNode;
}

export function FieldLabel({
  children,
  isRequired,
  hidden,
}: {
  children: ReactNode;
  isRequired?: boolean | undefined;
  hidden?: boolean | undefined;
}) {
  return (
    <Label className={hidden ? visuallyHidden : styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

export function FieldHelp({
  description,
  errorMessage,
}: Pick<FieldBaseProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}

/**
 * A field is invalid when the caller says so or gives an error message. Otherwise `undefined`, so
 * react-aria's own validation (required, min/max, unavailable dates) still applies.
 */
export function invalid(isInvalid: boolean | undefined, errorMessage: ReactNode): true | undefined {
  return isInvalid || (errorMessage !== undefined && errorMessage !== null && errorMessage !== '')
    ? true
    : undefined;
}
