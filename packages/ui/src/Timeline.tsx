import type { ReactNode } from 'react';
import type { Intent } from './theme/intent.css.ts';
import { intent as intentClass } from './theme/intent.css.ts';
import * as styles from './Timeline.css.ts';

export interface TimelineEvent {
  id: string;
  /** What happened ("Created"). */
  title: ReactNode;
  /** Who did it. */
  by?: ReactNode;
  /** When: the moment as the reader reads it, and as an ISO string for machines. */
  time?: { text: string; iso: string };
  /** A word more (the reason of a cancellation). */
  detail?: ReactNode;
  /** The colour of its mark (neutral by default). */
  intent?: Intent;
}

/** What happened to a record, oldest first: a mark on a line per event, with who, when and why. */
export function Timeline({ events, label }: { events: readonly TimelineEvent[]; label?: string }) {
  return (
    <ol className={styles.list} aria-label={label}>
      {events.map((event) => (
        <li key={event.id} className={`${styles.event} ${intentClass[event.intent ?? 'neutral']}`}>
          <span className={styles.mark} aria-hidden="true" />
          <p className={styles.title}>{event.title}</p>
          {event.by || event.time ? (
            <p className={styles.meta}>
              {event.by}
              {event.by && event.time ? ' · ' : null}
              {event.time ? <time dateTime={event.time.iso}>{event.time.text}</time> : null}
            </p>
          ) : null}
          {event.detail ? <p className={styles.detail}>{event.detail}</p> : null}
        </li>
      ))}
    </ol>
  );
}
