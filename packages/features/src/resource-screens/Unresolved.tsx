import { useTranslation } from 'react-i18next';
import * as styles from './details.css.ts';

/**
 * A referenced row not named: a quiet bar while it loads, "(not available)" when the reader cannot read it
 * (gone, or another unit's); never its internal id.
 */
export function Unresolved({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return pending ? (
    <span className={styles.pendingLabel} aria-busy="true">
      <span className={styles.visuallyHidden}>{t('error.loading')}</span>
    </span>
  ) : (
    <span className={styles.unavailable}>{t('resources.view.unavailable')}</span>
  );
}
