/** Where a month's report stands: filed (closed to postings), or reopened since, with what changed. */
import type { LmkReportAnswer } from '@vlegal/api-client/model';
import { Alert } from '@vlegal/ui/Alert';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../i18n/format.ts';
import * as styles from './reports.css.ts';

export function FilingBanner({ answer }: { answer: LmkReportAnswer }) {
  const { t, i18n } = useTranslation();
  const { filing } = answer;
  if (!filing) return null;
  const filed = { by: filing.filedBy, at: formatMoment(filing.filedDate, i18n.language) };
  if (filing.status === 'FILED')
    return (
      <Alert intent="success" title={t('reportScreens.filing.filedTitle')} timeout={null}>
        <p className={styles.paragraph}>{t('reportScreens.filing.filed', filed)}</p>
      </Alert>
    );
  const differences = answer.filedDifferences ?? 0;
  return (
    <Alert intent="warning" title={t('reportScreens.filing.reopenedTitle')} timeout={null}>
      <p className={styles.paragraph}>
        {t('reportScreens.filing.reopened', {
          by: filing.reopenedBy ?? '–',
          at: filing.reopenedDate ? formatMoment(filing.reopenedDate, i18n.language) : '–',
          reason: filing.reopenReason ?? '–',
        })}
      </p>
      <p className={styles.paragraph}>{t('reportScreens.filing.filedBefore', filed)}</p>
      <p className={styles.paragraph}>
        {differences
          ? t('reportScreens.filing.differences', { count: differences })
          : t('reportScreens.filing.noDifferences')}
      </p>
    </Alert>
  );
}
