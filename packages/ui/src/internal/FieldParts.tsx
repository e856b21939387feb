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
 * How every field of the kit validates: react-aria's `aria` behaviour, never the browser's own. The
 * browser's check speaks in the browser's language ("Please select an item in the list." on an Indonesian
 * screen) and keeps its message after the field was filled; the kit shows only the form's messages and
 * react-aria's (translated by `UiProvider`), as they change.
 */
export const VALIDATION_BEHAVIOR = 'aria';

/**
 * A field is invalid when the caller says so or gives an error message. Otherwise `undefined`, so
 * react-aria's own validation (required, min/max, unavailable dates) still applies.
 */
export function invalid(isInvalid: boolean | undefined, errorMessage: ReactNode): true | undefined {
  return isInvalid || (errorMessage !== undefined && errorMessage !== null && errorMessage !== '')
    ? true
    : undefined;
}
