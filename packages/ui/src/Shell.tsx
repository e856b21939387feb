import type { ReactNode } from 'react';
import * as styles from './Shell.css.ts';

export interface ShellLayoutProps {
  header: ReactNode;
  sidebar?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  /** Id of the main landmark (for a skip link). */
  mainId?: string;
}

/** The page frame: header (banner), sidebar (navigation), main, footer (contentinfo). */
export function ShellLayout({ header, sidebar, footer, children, mainId = 'main' }: ShellLayoutProps) {
  return (
    <div className={styles.layout}>
      {header}
      {sidebar}
      <main id={mainId} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}
