/**
 * The messages a licence sent SILK (`vlegal-integrations`, MODEL.md §2.10), in its view once it has a number:
 * what each asked for, its state as a symbol and a word, how many times it was sent and when last, SILK's
 * refusal, and the barcode of the licence SILK issued, newest first. When SILK refused the licence for good
 * or its retries ran out (`integrationStatus` FAILED), an administrator or the unit's exporter sends it again
 * (`vlegals/send-file`), and the view reads the licence and its messages again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getVlegalIntegration,
  listVlegalIntegrations,
  searchVlegalIntegrations,
  useSendVlegalFile,
} from '@vlegal/api-client/query';
import { vlegalIntegration } from '@vlegal/domain/export/vlegal';
import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { DataTable } from '@vlegal/ui/DataTable';
import { Stack } from '@vlegal/ui/Layout';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { screenColumns } from '../resource-screens/columns.tsx';
import { invalidateResource, listQueryOptions } from '../resource-screens/data.ts';
import { type ListState, listState } from '../resource-screens/listSearch.ts';
import { defineScreen, readCalls, type Row, type ScreenConfig } from '../resource-screens/screen-config.ts';
import { problemIs } from '../shared/problems.ts';
import { pageOf } from '../shared/serverList.ts';
import { SilkMessageStatusBadge } from './cells.tsx';
import * as styles from './checklist.css.ts';
import { useSendsVlegal } from './licence.ts';

/** A licence's messages to SILK, read only: the approval queues them and the job runner sends them. */
export const vlegalIntegrationScreen = defineScreen(vlegalIntegration, {
  api: readCalls({
    list: listVlegalIntegrations,
    search: searchVlegalIntegrations,
    get: getVlegalIntegration,
  }),
  rowLabel: (row) => row.externalReference ?? `#${row.id}`,
  columns: ['operation', 'status', 'attempts', 'lastAttemptDate', 'errorMessage', 'externalReference'],
  cells: { status: SilkMessageStatusBadge },
});

/** The most messages a licence shows: one per request SILK was asked (issue, and each variant's). */
const MESSAGES_SIZE = 50;

/** What the panel reads of the V-Legal. */
interface Licence {
  id: number;
  businessUnitId?: number;
  vlegalNumber?: string | null;
  integrationStatus?: string;
}

/** The SILK messages of a V-Legal's view, once it has a number; nothing before. */
export function VlegalSilkPanel({ row, config }: { row: Licence; config: ScreenConfig }) {
  return row.vlegalNumber ? <SilkMessages row={row} config={config} /> : null;
}

function SilkMessages({ row, config }: { row: Licence; config: ScreenConfig }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sends = useSendsVlegal(row, config.authorities);
  const state: ListState = useMemo(
    () => ({
      ...listState(vlegalIntegrationScreen.resource, {}),
      filters: { vlegalId: String(row.id) },
      sort: ['id,desc'],
      size: MESSAGES_SIZE,
    }),
    [row.id],
  );
  const answer = useQuery(listQueryOptions(vlegalIntegrationScreen, state));
  const { rows } = pageOf<Row>(answer.data);
  const columns = useMemo(() => screenColumns(vlegalIntegrationScreen, t), [t]);
  // Sent again or refused, the licence and its messages are read again: the page shows where they are now.
  const resend = useSendVlegalFile({
    mutation: {
      onSettled: () =>
        Promise.all([
          invalidateResource(queryClient, config),
          invalidateResource(queryClient, vlegalIntegrationScreen),
        ]),
    },
  });
  const failed = row.integrationStatus === 'FAILED';
  const label = config.rowLabel(row as unknown as Row);
  return (
    // Its table is the region the title names: the card is not one of its own.
    <Card
      title={t('resources.vlegalIntegration.plural')}
      asRegion={false}
      actions={
        failed && sends ? (
          <Button
            intent="primary"
            variant="outline"
            isLoading={resend.isPending}
            onPress={() => resend.mutate({ id: row.id })}
          >
            {t('vlegalScreens.silk.resend')}
          </Button>
        ) : null
      }
    >
      <Stack gap="md">
        <p className={styles.intro}>
          {t(failed ? 'vlegalScreens.silk.failedIntro' : 'vlegalScreens.silk.intro')}
        </p>
        {resend.isSuccess ? (
          <Alert intent="success" onDismiss={() => resend.reset()}>
            {t('vlegalScreens.silk.resent', { label })}
          </Alert>
        ) : null}
        {resend.isError ? (
          <Alert intent="danger" onDismiss={() => resend.reset()} timeout={null}>
            {t(
              problemIs(resend.error, 'actionNotAllowed')
                ? 'vlegalScreens.silk.notAllowed'
                : 'vlegalScreens.silk.failed',
              { label },
            )}
          </Alert>
        ) : null}
        <DataTable<Row>
          caption={t('resources.vlegalIntegration.plural')}
          hideCaption
          columns={columns}
          data={rows}
          getRowId={(message) => String(message.id)}
          rowLabel={(message) =>
            t(`resources.vlegalIntegration.values.operation.${String(message.operation)}`)
          }
          isLoading={answer.isPending}
          {...(answer.isError
            ? { error: t('vlegalScreens.silk.loadFailed'), onRetry: () => void answer.refetch() }
            : {})}
          emptyMessage={t('vlegalScreens.silk.empty')}
        />
      </Stack>
    </Card>
  );
}
