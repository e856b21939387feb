import { useQuery } from '@tanstack/react-query';
import { Alert } from '@vlegal/ui/Alert';
import { LinkButton } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { Inline, Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import type { ReactNode } from 'react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { businessUnitScreen } from '../company/configs/businessUnit.ts';
import { companyScreen } from '../company/configs/company.ts';
import * as details from '../resource-screens/details.css.ts';
import { useLookupRow } from '../resource-screens/fields.tsx';
import type { ScreenConfig } from '../resource-screens/screen-config.ts';
import { problemIs } from '../shared/problems.ts';
import { formatDateTime } from '../i18n/format.ts';
import { userQueryOptions } from './users.ts';

export interface UserViewProps {
  login: string;
  /** `/app/administration/user-management`. */
  basePath: string;
}

/** `/app/administration/user-management/{login}/view`: the account with its links and its history. */
export function UserView({ login, basePath }: UserViewProps) {
  const { t, i18n } = useTranslation();
  const answer = useQuery(userQueryOptions(login));
  const user = answer.data?.status === 200 ? answer.data.data : undefined;
  let body: ReactNode;
  if (answer.isPending) body = <ProgressBar label={t('error.loading')} />;
  else if (!user)
    body = (
      <Alert intent="danger" timeout={null}>
        {problemIs(answer.error, 'notFound') ? t('admin.users.notFound') : t('admin.common.loadFailed')}
      </Alert>
    );
  else {
    const none = t('admin.common.none');
    const rows: [string, ReactNode][] = [
      ['login', user.login],
      ['name', [user.firstName, user.lastName].filter(Boolean).join(' ') || none],
      ['email', user.email],
      ['activated', user.activated ? t('admin.users.active') : t('admin.users.inactive')],
      ['langKey', t(`shell.languages.${user.langKey}`)],
      ['authorities', user.authorities.map((role) => t(`role.${role}`)).join(', ') || none],
      ['companyId', <Linked key="companyId" target={companyScreen} id={user.companyId} none={none} />],
      [
        'businessUnitId',
        <Linked key="businessUnitId" target={businessUnitScreen} id={user.businessUnitId} none={none} />,
      ],
      ['createdBy', user.createdBy ?? none],
      ['createdDate', formatDateTime(user.createdDate, i18n.language)],
      ['lastModifiedBy', user.lastModifiedBy ?? none],
      ['lastModifiedDate', formatDateTime(user.lastModifiedDate, i18n.language)],
    ];
    body = (
      <dl className={details.list}>
        {rows.map(([field, value]) => (
          <Fragment key={field}>
            <dt className={details.term}>{t(`admin.users.fields.${field}`)}</dt>
            <dd className={details.value}>{value}</dd>
          </Fragment>
        ))}
      </dl>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.users.viewTitle', { login })}
        actions={
          user ? (
            <LinkButton href={`${basePath}/${encodeURIComponent(user.login)}/edit`} intent="primary">
              {t('admin.common.edit')}
            </LinkButton>
          ) : null
        }
      />
      <Card>{body}</Card>
      <Inline>
        <LinkButton href={basePath} variant="outline" intent="neutral">
          {t('admin.common.back')}
        </LinkButton>
      </Inline>
    </Stack>
  );
}

/** The company or unit an account belongs to, by its name: its id is nobody's to read. */
function Linked({ target, id, none }: { target: ScreenConfig; id: number | null | undefined; none: string }) {
  const row = useLookupRow(target, id ?? undefined);
  if (id === null || id === undefined) return <>{none}</>;
  return <>{row ? target.rowLabel(row) : null}</>;
}
