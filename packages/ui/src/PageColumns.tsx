import type { ReactNode } from 'react';
import * as styles from './PageColumns.css.ts';

export interface PageColumnsProps {
  /** The page's main content. */
  children: ReactNode;
  /** What goes beside it: related records, a record's history. */
  aside?: ReactNode;
}

/**
 * A page's main column and a narrower secondary column beside it where the page has the room (880 px of its
 * own, whatever the window), under it otherwise (a phone, a page beside an open menu).
 */
export function PageColumns({ children, aside }: PageColumnsProps) {
  return (
    <div className={styles.container}>
      <div className={aside ? `${styles.columns} ${styles.withAside}` : styles.columns}>
        <div className={styles.column}>{children}</div>
        {aside ? <div className={styles.column}>{aside}</div> : null}
      </div>
    </div>
  );
}
