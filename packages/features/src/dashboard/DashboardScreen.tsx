import type { Account } from '@vlegal/api-client/model';
import { Alert } from '@vlegal/ui/Alert';
import { Card } from '@vlegal/ui/Card';
import { Grid, Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './DashboardScreen.css.ts';
import { type UnitInfo, unitProblems } from './unitValidity.ts';

export interface DashboardScreenProps {
  account: Account;
  /** The user's business unit with its company and certificate; `undefined` while unknown. */
  unit?: UnitInfo | null;
  /** Today as `YYYY-MM-DD` (the certificate check); stories fix it. */
  today?: string;
  /** Cards of the areas (announcements, stock, V-Legal …) added below. */
  children?: ReactNode;
}

function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** `/app/dashboard` for every role: who and where I am, whether my business unit is valid, then the cards. */
export function DashboardScreen({ account, unit, today = todayIso(), children }: DashboardScreenProps) {
  const { t } = useTranslation();
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  const reasons = unit ? unitProblems(unit, today) : [];
  const expiry = unit?.slkCertificate?.expiredDate?.slice(0, 10);
  const rows: [string, ReactNode][] = [
    [t('dashboard.login'), account.login],
    [t('dashboard.name'), name || t('dashboard.none')],
    [t('dashboard.email'), account.email || t('dashboard.none')],
    [t('dashboard.roles'), account.authorities.map((role) => t(`role.${role}`)).join(', ')],
  ];
  if (unit) {
    rows.push([t('dashboard.company'), unit.company.name ?? t('dashboard.none')]);
    rows.push([
      t('dashboard.businessUnit'),
      [unit.code, unit.name].filter(Boolean).join(' – ') || t('dashboard.none'),
    ]);
  }
  return (
    <Stack gap="xl">
      <PageHeader title={t('dashboard.welcome', { login: account.login })} />
      {unit && reasons.length > 0 ? (
        <Alert intent="warning" timeout={null}>
          {t('dashboard.unitInvalid', {
            reasons: reasons.map((reason) => t(`dashboard.reason.${reason}`, { date: expiry })).join(', '),
          })}
        </Alert>
      ) : null}
      <Grid columns="two">
        <Card title={t('dashboard.whoTitle')}>
          <dl className={styles.list}>
            {rows.map(([term, value]) => (
              <div key={term} className={styles.row}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.value}>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card title={t('dashboard.unitTitle')}>
          {unit ? (
            <dl className={styles.list}>
              <div className={styles.row}>
                <dt className={styles.term}>{t('dashboard.status')}</dt>
                <dd className={styles.value}>
                  {reasons.length ? t('dashboard.invalid') : t('dashboard.valid')}
                </dd>
              </div>
              <div className={styles.row}>
                <dt className={styles.term}>{t('dashboard.expires')}</dt>
                <dd className={styles.value}>{expiry ?? t('dashboard.none')}</dd>
              </div>
            </dl>
          ) : (
            <p className={styles.muted}>
              {account.companyId == null && account.businessUnitId == null
                ? t('dashboard.platform')
                : t('dashboard.unitUnknown')}
            </p>
          )}
        </Card>
      </Grid>
      {children}
    </Stack>
  );
}
