import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@vlegal/ui/Alert';
import { Button, LinkButton } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { ConfirmDialog } from '@vlegal/ui/ConfirmDialog';
import { Inline, Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemIs } from '../shared/problems.ts';
import { invalidateResource, itemQueryOptions, rowOf } from './data.ts';
import * as styles from './details.css.ts';
import { FieldValue, fieldLabelKey } from './fields.tsx';
import type { Row, ScreenConfig } from './model.ts';

export interface ResourceViewProps {
  config: ScreenConfig;
  id: number;
  /** Address of the list; edit is `<basePath>/<id>/edit`. */
  basePath: string;
  /** After the row was deleted (the app goes back to the list). */
  onDeleted: (row: Row) => void;
}

/** Every field of one master-data row, with edit and delete. */
export function ResourceView({ config, id, basePath, onDeleted }: ResourceViewProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const name = t(`resources.${config.resource.key}.name`);
  const answer = useQuery(itemQueryOptions(config, id));
  const row = rowOf(answer.data);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: (target: Row) => config.api.remove(target.id),
    onSuccess: async (_answer, target) => {
      setConfirming(false);
      queryClient.removeQueries({ queryKey: itemQueryOptions(config, target.id).queryKey });
      await invalidateResource(queryClient, config);
      onDeleted(target);
    },
    onError: () => setConfirming(false),
  });
  const fields = config.fields.filter((field) => field.contentTypeOf === undefined);
  let body: React.ReactNode;
  if (answer.isPending) body = <ProgressBar label={t('error.loading')} />;
  else if (!row)
    body = (
      <Alert intent="danger" timeout={null}>
        {problemIs(answer.error, 'notFound') ? t('resources.form.notFound') : t('resources.list.error')}
      </Alert>
    );
  else
    body = (
      <dl className={styles.list}>
        <dt className={styles.term}>{t('resources.list.id')}</dt>
        <dd className={styles.value}>{row.id}</dd>
        {fields.map((field) => (
          <Fragment key={field.name}>
            <dt className={styles.term}>{t(fieldLabelKey(config, field.name))}</dt>
            <dd className={styles.value}>
              <FieldValue config={config} field={field} row={row} />
            </dd>
          </Fragment>
        ))}
      </dl>
    );
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('resources.view.title', { name })}
        subtitle={row ? config.rowLabel(row) : undefined}
        actions={
          row ? (
            <Inline gap="sm">
              <LinkButton href={`${basePath}/${row.id}/edit`} intent="primary">
                {t('resources.view.edit')}
              </LinkButton>
              <Button intent="danger" variant="outline" onPress={() => setConfirming(true)}>
                {t('resources.view.delete')}
              </Button>
            </Inline>
          ) : null
        }
      />
      {remove.isError && row ? (
        <Alert intent="danger" onDismiss={() => remove.reset()} timeout={null}>
          {problemIs(remove.error, 'referencedRow')
            ? t('resources.delete.referenced', { label: config.rowLabel(row) })
            : t('resources.delete.failed', { label: config.rowLabel(row) })}
        </Alert>
      ) : null}
      <Card>{body}</Card>
      <div>
        <LinkButton href={basePath} variant="outline" intent="neutral">
          {t('resources.view.back')}
        </LinkButton>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirming(false);
        }}
        title={t('resources.delete.title', { name })}
        confirmLabel={t('resources.delete.confirm')}
        cancelLabel={t('resources.delete.cancel')}
        isConfirming={remove.isPending}
        onConfirm={() => {
          if (row) remove.mutate(row);
        }}
      >
        {row ? t('resources.delete.body', { label: config.rowLabel(row) }) : null}
      </ConfirmDialog>
    </Stack>
  );
}
