import type { Account, BusinessUnitInfo } from '@vlegal/api-client/model';
import { SLK_RENEWAL_NOTICE_DAYS } from '@vlegal/domain/unit-validity';
import { Alert } from '@vlegal/ui/Alert';
import { StatusBadge } from '@vlegal/ui/Badge';
import { Button } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { DescriptionList } from '@vlegal/ui/DescriptionList';
import { Grid, Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/format.ts';
import * as styles from './DashboardScreen.css.ts';

export interface DashboardScreenProps {
  account: Account;
  /** The user's business units with the server's validity; `undefined` while loading. */
  units?: readonly BusinessUnitInfo[];
  /** Loading the units failed; `onRetry` asks again. */
  unitsFailed?: boolean;
  onRetry?: () => void;
  /** Cards of the areas (announcements, stock, V-Legal …) added below. */
  children?: ReactNode;
}

const unitLabel = (unit: BusinessUnitInfo) => `${unit.code} – ${unit.name}`;

/** `/app/dashboard` for every role: who and where I am, whether my business units may work, then the cards. */
export function DashboardScreen({ account, units, unitsFailed, onRetry, children }: DashboardScreenProps) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null | undefined) => (iso ? formatDate(iso, i18n.language) : null);
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  const invalid = units?.filter((unit) => !unit.valid) ?? [];
  const expiring =
    units?.filter(
      (unit) =>
        unit.valid && unit.slkExpiresInDays != null && unit.slkExpiresInDays <= SLK_RENEWAL_NOTICE_DAYS,
    ) ?? [];
  const platformStaff = account.companyId == null && account.businessUnitId == null;

  return (
    <Stack gap="xl">
      <PageHeader title={t('dashboard.welcome', { login: account.login })} />
      {invalid.map((unit) => (
        <Alert
          key={`invalid-${unit.id}`}
          intent="danger"
          timeout={null}
          title={t('dashboard.unitInvalidTitle')}
        >
          {t('dashboard.unitInvalid', {
            unit: unitLabel(unit),
            reasons: unit.invalidReasons
              .map((reason) =>
                t(`dashboard.reason.${reason}`, { date: date(unit.slkCertificate?.expiredDate) }),
              )
              .join('; '),
          })}
        </Alert>
      ))}
      {expiring.map((unit) => (
        <Alert key={`expiring-${unit.id}`} intent="warning" timeout={null}>
          {t('dashboard.slkExpiring', {
            unit: unitLabel(unit),
            date: date(unit.slkCertificate?.expiredDate),
          })}
        </Alert>
      ))}
      {unitsFailed ? (
        <Alert intent="danger" timeout={null}>
          <span className={styles.failed}>
            {t('dashboard.unitsFailed')}
            {onRetry ? (
              <Button variant="outline" size="sm" onPress={onRetry}>
                {t('dashboard.retry')}
              </Button>
            ) : null}
          </span>
        </Alert>
      ) : null}
      <Grid columns="two">
        <Card title={t('dashboard.whoTitle')}>
          <DescriptionList
            emptyText={t('dashboard.none')}
            items={[
              { id: 'login', term: t('dashboard.login'), description: account.login },
              { id: 'name', term: t('dashboard.name'), description: name },
              { id: 'email', term: t('dashboard.email'), description: account.email },
              {
                id: 'roles',
                term: t('dashboard.roles'),
                description: account.authorities.map((role) => t(`role.${role}`)).join(', '),
              },
            ]}
          />
        </Card>
        {units === undefined && !unitsFailed ? (
          <Card title={t('dashboard.unitTitle')}>
            <p className={styles.muted} role="status">
              {t('dashboard.unitsLoading')}
            </p>
          </Card>
        ) : null}
        {units?.length === 0 ? (
          <Card title={t('dashboard.unitTitle')}>
            <p className={styles.muted}>{platformStaff ? t('dashboard.platform') : t('dashboard.noUnits')}</p>
          </Card>
        ) : null}
        {units?.map((unit) => (
          <Card key={unit.id} title={unitLabel(unit)}>
            <DescriptionList
              emptyText={t('dashboard.none')}
              items={[
                { id: 'company', term: t('dashboard.company'), description: unit.company.name },
                {
                  id: 'status',
                  term: t('dashboard.status'),
                  description: (
                    <StatusBadge
                      intent={unit.valid ? 'success' : 'danger'}
                      label={unit.valid ? t('dashboard.valid') : t('dashboard.invalid')}
                    />
                  ),
                },
                { id: 'slk', term: t('dashboard.certificate'), description: unit.slkCertificate?.fullCode },
                {
                  id: 'slkType',
                  term: t('dashboard.slkType'),
                  description: unit.slkCertificate
                    ? t(`register.slkType.${unit.slkCertificate.slkType}`)
                    : null,
                },
                {
                  id: 'expires',
                  term: t('dashboard.expires'),
                  description: date(unit.slkCertificate?.expiredDate),
                },
                {
                  id: 'surveillance',
                  term: t('dashboard.nextSurveillance'),
                  description: date(unit.slkCertificate?.nextSurveillance),
                },
                {
                  id: 'allows',
                  term: t('dashboard.allows'),
                  description: [
                    unit.canExport ? t('dashboard.canExport') : null,
                    unit.canProduce ? t('dashboard.canProduce') : null,
                  ]
                    .filter(Boolean)
                    .join(', '),
                },
                ...(unit.adminLocked || unit.transLocked
                  ? [
                      {
                        id: 'locks',
                        term: t('dashboard.locks'),
                        description: [
                          unit.adminLocked ? t('dashboard.adminLocked') : null,
                          unit.transLocked ? t('dashboard.transLocked') : null,
                        ]
                          .filter(Boolean)
                          .join(', '),
                      },
                    ]
                  : []),
              ]}
            />
          </Card>
        ))}
      </Grid>
      {children}
    </Stack>
  );
}
