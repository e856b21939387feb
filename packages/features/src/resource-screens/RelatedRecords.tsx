/** The records a record leads to, in its view's side panel: its party, its certificates, its stock cards. */
import { Card } from '@vlegal/ui/Card';
import { Link } from '@vlegal/ui/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './details.css.ts';

export interface RelatedLink {
  id: string;
  href: string;
  label: ReactNode;
  /** A word under the link (the item a stock card is of, until when a certificate holds). */
  detail?: ReactNode;
}

export interface RelatedGroup {
  id: string;
  /** What the links are ("Supplier", "Stock cards"). */
  title: string;
  links: readonly RelatedLink[];
}

/** A card of groups of links; nothing when no group has one. */
export function RelatedRecords({ groups }: { groups: readonly RelatedGroup[] }) {
  const { t } = useTranslation();
  const shown = groups.filter((group) => group.links.length > 0);
  if (!shown.length) return null;
  return (
    <Card title={t('resources.related.title')}>
      {shown.map((group) => (
        <div key={group.id} className={styles.relatedGroup}>
          <h3 className={styles.relatedTitle}>{group.title}</h3>
          <ul className={styles.relatedList}>
            {group.links.map((link) => (
              <li key={link.id} className={styles.relatedItem}>
                <Link href={link.href}>{link.label}</Link>
                {link.detail ? <span className={styles.relatedDetail}>{link.detail}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Card>
  );
}
