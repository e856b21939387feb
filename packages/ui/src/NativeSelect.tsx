import type { SelectHTMLAttributes } from 'react';
import * as styles from './NativeSelect.css.ts';

export interface NativeSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'style' | 'onChange' | 'children'> {
  /** The choices, in order: `id` is the value, `label` what people read. */
  options: readonly { id: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** The accessible name (the control shows no label of its own). */
  'aria-label': string;
}

/**
 * The browser's own drop-down, drawn like Select: for a short, fixed choice in the page's frame (the
 * language), where it costs no script and works the same on every device. Forms use Select.
 */
export function NativeSelect({ options, value, onChange, ...props }: NativeSelectProps) {
  return (
    <span className={styles.wrapper}>
      <select
        {...props}
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
      <svg viewBox="0 0 12 12" className={styles.chevron} aria-hidden="true" focusable="false">
        <path d="M2 4l4 4 4-4" />
      </svg>
    </span>
  );
}
