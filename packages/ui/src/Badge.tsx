import type { ReactNode } from 'react';
import * as styles from './Badge.css.ts';
import { intent as intentClass } from './theme/intent.css.ts';

export type BadgeIntent = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'primary';

export interface BadgeProps {
  intent?: BadgeIntent;
  children: ReactNode;
}

/** A short label (a count, a category), on one line. */
export function Badge({ intent = 'neutral', children }: BadgeProps) {
  return (
    <span className={`${styles.badge} ${intentClass[intent]}`}>
      <span className={styles.label}>{children}</span>
    </span>
  );
}

const symbols: Record<BadgeIntent, string> = {
  neutral: '○',
  primary: '●',
  info: 'i',
  success: '✓',
  warning: '!',
  danger: '✕',
};

export interface StatusBadgeProps {
  /** The state's colour; the screen maps its own states (from the domain) to an intent. */
  intent: BadgeIntent;
  /** The state's name, always shown as text (colour is never the only cue). */
  label: string;
}

/** The state of a record (e.g. draft, submitted, approved, rejected): a symbol, a colour and the name, on one line. */
export function StatusBadge({ intent, label }: StatusBadgeProps) {
  return (
    <span className={`${styles.badge} ${intentClass[intent]}`}>
      <span className={styles.symbol} aria-hidden="true">
        {symbols[intent]}
      </span>
      <span className={styles.label}>{label}</span>
    </span>
  );
}
