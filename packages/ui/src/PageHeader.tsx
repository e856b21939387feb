import type { ReactNode } from 'react';
import * as styles from './PageHeader.css.ts';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Breadcrumbs above the title. */
  breadcrumbs?: ReactNode;
  /** Page-level buttons (e.g. "New"). */
  actions?: ReactNode;
}

/** The top of a page: breadcrumbs, the page's one h1, a subtitle and page actions. */
export function PageHeader({ title, subtitle, breadcrumbs, actions }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.text}>
        {breadcrumbs}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
