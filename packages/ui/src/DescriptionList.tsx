import { Fragment, type ReactNode } from 'react';
import * as styles from './DescriptionList.css.ts';

export interface DescriptionItem {
  id: string;
  term: ReactNode;
  /** `null`, `undefined` or `''` shows the `emptyText` (a dash by default). */
  description: ReactNode;
}

/** Label–value pairs for view pages (a `<dl>`); stacks on narrow screens. */
export function DescriptionList({
  items,
  emptyText = '—',
}: {
  items: readonly DescriptionItem[];
  emptyText?: string;
}) {
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <Fragment key={item.id}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.description}>
            {item.description === null || item.description === undefined || item.description === '' ? (
              <span className={styles.empty}>{emptyText}</span>
            ) : (
              item.description
            )}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
