import type { ReactNode, SelectHTMLAttributes } from 'react';
import * as styles from './NativeSelect.css.ts';

export interface NativeSelectOption {
  /** The value. */
  id: string;
  /** What people read, in the list and in the control. */
  label: string;
  /** What the control shows beside `icon` on narrow screens ("ID"); the list keeps `label`. */
  short?: string;
}

export interface NativeSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'style' | 'onChange' | 'children'> {
  /** The choices, in order. */
  options: readonly NativeSelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** The accessible name (the control shows no label of its own). */
  'aria-label': string;
  /** A decorative icon: on narrow screens the control shows it and the chosen option's `short`. */
  icon?: ReactNode;
}

/**
 * The browser's own drop-down, drawn like Select: for a short, fixed choice in the page's frame (the
 * language), where it costs no script and works the same on every device. Forms use Select. `required`
 * is only announced: the browser's own validation message (in the browser's language) never shows.
 */
export function NativeSelect({ options, value, onChange, icon, required, ...props }: NativeSelectProps) {
  const short = icon === undefined ? undefined : options.find((option) => option.id === value)?.short;
  return (
    <span className={short === undefined ? styles.wrapper : `${styles.wrapper} ${styles.compact}`}>
      <select
        {...props}
        aria-required={required || props['aria-required'] || undefined}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      {short === undefined ? null : (
        <span className={styles.face} aria-hidden="true">
          <span className={styles.faceIcon}>{icon}</span>
          {short}
        </span>
      )}
      <svg viewBox="0 0 12 12" className={styles.chevron} aria-hidden="true" focusable="false">
        <path d="M2 4l4 4 4-4" />
      </svg>
    </span>
  );
}
