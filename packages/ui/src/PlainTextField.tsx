import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import * as styles from './Field.css.ts';
import { visuallyHidden } from './internal/a11y.css.ts';

export interface PlainTextFieldProps
  extends Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'name' | 'aria-describedby'
  > {
  label: ReactNode;
  /** Read by screen readers, not shown. */
  hideLabel?: boolean;
  description?: ReactNode;
  /** Controlled text, or `defaultValue` for an uncontrolled one. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  isDisabled?: boolean;
}

/**
 * A single-line text box that changes what a page shows (a list's search, a filter by number): looks as
 * TextField, written out as a labelled input, with no react-aria field (validation, form values), so a
 * list loads none of it. Forms use TextField.
 */
export function PlainTextField({
  label,
  hideLabel,
  description,
  value,
  defaultValue,
  onChange,
  isDisabled = false,
  'aria-describedby': describedBy,
  ...props
}: PlainTextFieldProps) {
  const id = useId();
  // react-aria's reading of focus and hover, as the kit's other controls show them.
  const { isFocused, isFocusVisible, focusProps } = useFocusRing({ isTextInput: true });
  const { isHovered, hoverProps } = useHover({ isDisabled });
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={styles.field} data-disabled={isDisabled || undefined}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      <input
        {...mergeProps(props, focusProps, hoverProps)}
        id={id}
        className={styles.control}
        value={value}
        defaultValue={defaultValue}
        disabled={isDisabled}
        aria-describedby={[descriptionId, describedBy].filter(Boolean).join(' ') || undefined}
        data-focused={isFocused || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-hovered={isHovered || undefined}
        data-disabled={isDisabled || undefined}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
    </div>
  );
}
