import type { ReactNode } from 'react';
import * as styles from './FactList.css.ts';

export interface Fact {
  id: string;
  label: ReactNode;
  value: ReactNode;
}

/**
 * A record's key facts side by side, each its label over its value (a date, a party, a total): the line of
 * a page header that says what the record is about at a glance. Two to a row on a phone.
 */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.list}>
      {facts.map((fact) => (
        <div key={fact.id} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
