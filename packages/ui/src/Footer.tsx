import type { ReactNode } from 'react';
import * as styles from './Shell.css.ts';

/** The bottom bar (contentinfo landmark), e.g. the year and the company mention. */
export function Footer({ children }: { children: ReactNode }) {
  return <footer className={styles.footer}>{children}</footer>;
}
