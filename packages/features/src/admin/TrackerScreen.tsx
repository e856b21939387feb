import { useQuery } from '@tanstack/react-query';
import type { ActiveLogin } from '@vlegal/api-client/model';
import { getListActiveLoginsQueryOptions } from '@vlegal/api-client/query';
import { Card } from '@vlegal/ui/Card';
import { DataTable, type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import { Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './admin.css.ts';
import { formatDateTime } from '../i18n/format.ts';
import type { ActivityEvent } from '@vlegal/domain/tracker';
import { activityOf, applyActivity, type ConnectTracker, subscribeFrame, trackerUrl } from './tracker.ts';

export interface TrackerScreenProps {
  /** The signed-in administrator's token (the socket authenticates with it). */
  token: string | null;
  /** Opens the socket (default: a browser WebSocket); stories pass a stand-in. */
  connect?: ConnectTracker;
}

type Connection = 'connecting' | 'open' | 'closed';

const browserSocket: ConnectTracker = (url) => new WebSocket(url);
const SESSIONS = { page: 0, size: 100, sort: ['lastSeen,desc'] };

const liveColumns = dataTableColumns<ActivityEvent>();
const sessionColumns = dataTableColumns<ActiveLogin>();

/** `/app/administration/tracker`: who is on which page, live, and the signed-in sessions. */
export function TrackerScreen({ token, connect = browserSocket }: TrackerScreenProps) {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<ActivityEvent[]>([]);
  const [connection, setConnection] = useState<Connection>('connecting');
  const sessions = useQuery(getListActiveLoginsQueryOptions(SESSIONS));

  useEffect(() => {
    if (!token) {
      setConnection('closed');
      return;
    }
    setConnection('connecting');
    const socket = connect(trackerUrl(window.location, token));
    socket.onopen = () => {
      setConnection('open');
      socket.send(subscribeFrame());
    };
    socket.onmessage = (message) => {
      const event = activityOf(message.data);
      if (event) setRows((current) => applyActivity(current, event));
    };
    socket.onclose = () => setConnection('closed');
    return () => {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
    };
  }, [token, connect]);

  const live = useMemo(
    () =>
      liveColumns.columns([
        liveColumns.accessor('userLogin', { header: () => t('admin.tracker.login') }),
        liveColumns.accessor('page', {
          header: () => t('admin.tracker.page'),
          cell: (cell) => <span className={styles.mono}>{cell.getValue()}</span>,
        }),
        liveColumns.accessor('ipAddress', { header: () => t('admin.tracker.ip') }),
        liveColumns.accessor('time', {
          header: () => t('admin.tracker.time'),
          cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
        }),
      ]) as DataTableColumns<ActivityEvent>,
    [t, i18n.language],
  );
  const signedIn = useMemo(
    () =>
      sessionColumns.columns([
        sessionColumns.accessor('login', { header: () => t('admin.tracker.login') }),
        sessionColumns.accessor((session) => session.page ?? '–', {
          id: 'page',
          header: () => t('admin.tracker.lastPage'),
          cell: (cell) => <span className={styles.mono}>{String(cell.getValue())}</span>,
        }),
        sessionColumns.accessor((session) => session.ipAddress ?? '–', {
          id: 'ip',
          header: () => t('admin.tracker.ip'),
        }),
        sessionColumns.accessor('signedInAt', {
          header: () => t('admin.tracker.signedInAt'),
          cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
        }),
        sessionColumns.accessor('lastSeen', {
          header: () => t('admin.tracker.lastSeen'),
          cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
        }),
      ]) as DataTableColumns<ActiveLogin>,
    [t, i18n.language],
  );
  const activeSessions = sessions.data?.status === 200 ? sessions.data.data : [];

  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.tracker.title')} subtitle={t('admin.tracker.subtitle')} />
      <Card>
        <p className={styles.muted} role="status">
          {t(`admin.tracker.connection.${connection}`)}
        </p>
      </Card>
      <DataTable<ActivityEvent>
        caption={t('admin.tracker.live')}
        columns={live}
        data={rows}
        getRowId={(row) => row.sessionId}
        rowLabel={(row) => row.userLogin}
        emptyMessage={t('admin.tracker.noActivity')}
      />
      <DataTable<ActiveLogin>
        caption={t('admin.tracker.sessions')}
        columns={signedIn}
        data={activeSessions}
        getRowId={(session) => session.sessionId}
        rowLabel={(session) => session.login}
        isLoading={sessions.isFetching}
        error={sessions.isError ? t('admin.common.loadFailed') : undefined}
        onRetry={() => void sessions.refetch()}
        emptyMessage={t('admin.tracker.noSessions')}
      />
    </Stack>
  );
}
