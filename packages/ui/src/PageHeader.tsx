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
  /** A short word above the title, read as part of the heading: what kind of record the title names. */
  kicker?: ReactNode;
  /** Beside the title: the record's state (a status badge). */
  status?: ReactNode;
  subtitle?: ReactNode;
  /** Breadcrumbs above the title. */
  breadcrumbs?: ReactNode;
  /** Page-level buttons (e.g. "New"). */
  actions?: ReactNode;
  /** Under the title and the actions, the header's whole width: the record's key facts. */
  details?: ReactNode;
}

/**
 * The top of a page: breadcrumbs, the page's one h1 (or its level within `HeadingLevel`), a subtitle and page
 * actions; for a record, also its kind, its state and its key facts.
 */
export function PageHeader({
  title,
  kicker,
  status,
  subtitle,
  breadcrumbs,
  actions,
  details,
}: PageHeaderProps) {
  const Heading = `h${useContext(HeadingLevelContext)}` as const;
  const heading = (
    <Heading className={styles.title}>
      {kicker ? (
        <>
          <span className={styles.kicker}>{kicker}</span>{' '}
        </>
      ) : null}
      {title}
    </Heading>
  );
  return (
    <div className={styles.header}>
      <div className={styles.text}>
        {breadcrumbs}
        {status ? (
          <div className={styles.titleRow}>
            {heading}
            {status}
          </div>
        ) : (
          heading
        )}
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {details ? <div className={styles.details}>{details}</div> : null}
    </div>
  );
}
