import { type ReactNode, useId } from 'react';
import * as styles from './Card.css.ts';

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  level?: 2 | 3 | 4;
  /** Controls at the end of the header (e.g. an edit button). */
  actions?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  /** A titled card is a labelled region (a landmark); pass `false` for many small cards. */
  asRegion?: boolean;
}

/** A surface that groups related content, with optional title, actions and footer. */
export function Card({ title, level = 2, actions, footer, children, asRegion = true }: CardProps) {
  const id = useId();
  const Heading = `h${level}` as const;
  const region = Boolean(title) && asRegion;
  return (
    <section
      className={styles.card}
      aria-labelledby={region ? id : undefined}
      role={region ? 'region' : undefined}
    >
      {title || actions ? (
        <div className={styles.header}>
          {title ? (
            <Heading id={id} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {actions}
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}
