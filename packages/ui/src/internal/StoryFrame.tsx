import type { ReactNode } from 'react';
import * as styles from './storyFrame.css.ts';

/** A 280 px wide frame for overflow stories. */
export function Narrow({ children }: { children: ReactNode }) {
  return <div className={styles.narrow}>{children}</div>;
}

/** A 480 px wide frame for form stories. */
export function Medium({ children }: { children: ReactNode }) {
  return <div className={styles.medium}>{children}</div>;
}
