import { type ReactNode, useId } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
  Text,
} from 'react-aria-components';
import * as styles from './Checkbox.css.ts';
import * as fieldStyles from './Field.css.ts';
import { visuallyHidden } from './internal/a11y.css.ts';
import { VALIDATION_BEHAVIOR } from './internal/FieldParts.tsx';

export type CheckboxProps = Omit<
  AriaCheckboxProps,
  'className' | 'style' | 'children' | 'validationBehavior'
> & {
  children: ReactNode;
  /** The label (children) is read by screen readers, not shown: for a checkbox in a table cell. */
  hideLabel?: boolean | undefined;
  description?: ReactNode;
  errorMessage?: ReactNode;
};

/** A checkbox with its label, an optional description and an error message. */
export function Checkbox({
  children,
  hideLabel,
  description,
  errorMessage,
  isInvalid,
  ...props
}: CheckboxProps) {
  const hasError = Boolean(isInvalid || errorMessage);
  const base = useId();
  const errorId = hasError && errorMessage ? `${base}-error` : undefined;
  const descriptionId = description ? `${base}-description` : undefined;
  const describedBy =
    [props['aria-describedby'], descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.wrapper}>
      <AriaCheckbox
        {...props}
        validationBehavior={VALIDATION_BEHAVIOR}
        isInvalid={hasError}
        aria-describedby={describedBy}
        className={styles.root}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <svg viewBox="0 0 18 18" className={styles.icon} aria-hidden="true">
                  <path d="M4 9h10" />
                </svg>
              ) : isSelected ? (
                <svg viewBox="0 0 18 18" className={styles.icon} aria-hidden="true">
                  <path d="M3.5 9.5l3.5 3.5 7.5-8" />
                </svg>
              ) : null}
            </span>
            <span className={hideLabel ? visuallyHidden : styles.labelText}>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {description ? (
        <Text id={descriptionId} className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      {hasError && errorMessage ? (
        <Text id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </Text>
      ) : null}
    </div>
  );
}
