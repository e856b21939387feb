import { createContext, type ReactNode, useContext } from 'react';
import * as styles from './PageHeader.css.ts';

const HeadingLevelContext = createContext<1 | 2 | 3>(1);

/**
 * Headers inside take the given level: a screen shown within another page (in a tab) heads its part of
 * the page rather than the page.
 */
export function HeadingLevel({ level, children }: { level: 2 | 3; children: ReactNode }) {
  return <HeadingLevelContext.Provider value={level}>{children}</HeadingLevelContext.Provider>;
}

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Breadcrumbs above the title. */
  breadcrumbs?: ReactNode;
  /** Page-level buttons (e.g. "New"). */
  actions?: ReactNode;
}

/** The top of a page: breadcrumbs, the page's one h1 (or its level within `HeadingLevel`), a subtitle and page actions. */
export function PageHeader({ title, subtitle, breadcrumbs, actions }: PageHeaderProps) {
  const Heading = `h${useContext(HeadingLevelContext)}` as const;
  return (
    <div className={styles.header}>
      <div className={styles.text}>
        {breadcrumbs}
        <Heading className={styles.title}>{title}</Heading>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
