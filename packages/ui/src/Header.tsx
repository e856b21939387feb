import type { ReactNode } from 'react';
import * as styles from './Shell.css.ts';

export interface HeaderProps {
  /** The product's `Brand` (linked to the home page). */
  brand: ReactNode;
  /** The sidebar toggle (`SidebarToggle`), shown before the brand. */
  start?: ReactNode;
  /** Language choice, account menu and similar. */
  children?: ReactNode;
}

/** The top bar (banner landmark). */
export function Header({ brand, start, children }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.headerStart}>
        {start}
        <span className={styles.brand}>{brand}</span>
      </div>
      {children ? <div className={styles.headerEnd}>{children}</div> : null}
    </header>
  );
}
