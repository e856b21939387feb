import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@vlegal/api-client/fetcher';
import type { Health } from '@vlegal/api-client/model';
import { getGetHealthQueryOptions } from '@vlegal/api-client/query';
import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { useTranslation } from 'react-i18next';
import * as styles from './admin.css.ts';
import * as details from '../resource-screens/details.css.ts';
import { Fragment } from 'react';
import { formatNumber } from '../i18n/format.ts';

/** The health document: the answer, or the body of a 503 (the server is down but says why). */
function healthOf(data: unknown, error: unknown): Health | undefined {
  if (data && typeof data === 'object' && 'data' in data) return (data as { data: Health }).data;
  if (error instanceof ApiError && error.status === 503) return error.problem as unknown as Health;
  return undefined;
}

/** A text of the catalogue when it has one, else the raw name (component names come from the server). */
function useTextOr() {
  const { t, i18n } = useTranslation();
  return (key: string, fallback: string) => (i18n.exists(key) ? t(key) : fallback);
}

function Status({ status }: { status: string }) {
  const textOr = useTextOr();
  return (
    <span className={styles.status} data-status={status}>
      {textOr(`admin.health.status.${status}`, status)}
    </span>
  );
}

/** `/app/administration/health`: the overall status and each component (database, disk, mail …) with its details. */
export function HealthScreen() {
  const { t, i18n } = useTranslation();
  const textOr = useTextOr();
  const answer = useQuery({ ...getGetHealthQueryOptions(), retry: false });
  const health = healthOf(answer.data, answer.error);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.health.title')}
        actions={
          <Button variant="outline" onPress={() => void answer.refetch()} isLoading={answer.isFetching}>
            {t('admin.common.refresh')}
          </Button>
        }
      />
      {answer.isPending ? <ProgressBar label={t('error.loading')} /> : null}
      {!answer.isPending && !health ? (
        <Alert intent="danger" timeout={null}>
          {t('admin.common.loadFailed')}
        </Alert>
      ) : null}
      {health ? (
        <>
          <Card>
            <p className={styles.muted}>
              {t('admin.health.overall')} <Status status={health.status} />
            </p>
          </Card>
          {Object.entries(health.components ?? {}).map(([name, component]) => (
            <Card key={name} title={textOr(`admin.health.component.${name}`, name)} level={2}>
              <Stack gap="sm">
                <div>
                  <Status status={component.status} />
                </div>
                {component.details && Object.keys(component.details).length ? (
                  <dl className={details.list}>
                    {Object.entries(component.details).map(([key, value]) => (
                      <Fragment key={key}>
                        <dt className={details.term}>{key}</dt>
                        <dd className={`${details.value} ${styles.mono}`}>
                          {typeof value === 'number'
                            ? formatNumber(value, i18n.language, 2)
                            : typeof value === 'object'
                              ? JSON.stringify(value)
                              : String(value)}
                        </dd>
                      </Fragment>
                    ))}
                  </dl>
                ) : null}
              </Stack>
            </Card>
          ))}
        </>
      ) : null}
    </Stack>
  );
}
