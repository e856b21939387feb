/**
 * The dashboard card of the dated legality documents of the signed-in user's units that have expired or
 * expire soon: each kind read with its list call per unit, earliest expiry first, a small page each; a
 * row links to the record in the business-unit profile (a business permit to its own page) when the
 * account may open that page, and names it otherwise.
 */
import { useQueries } from '@tanstack/react-query';
import type { BusinessUnitInfo } from '@vlegal/api-client/model';
import {
  listBusinessCertificates,
  listBusinessPermits,
  listHoDocuments,
  listSiups,
  listSlkCertificates,
  listTdps,
} from '@vlegal/api-client/query';
import type { ExpiryStatus } from '@vlegal/domain/expiry';
import { Alert } from '@vlegal/ui/Alert';
import { Card } from '@vlegal/ui/Card';
import { type DataTableColumns, DataTable, dataTableColumns } from '@vlegal/ui/DataTable';
import { Stack } from '@vlegal/ui/Layout';
import { Link } from '@vlegal/ui/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpiryStatusBadge } from '../business-unit/cells.tsx';
import { permitViewHref } from '../business-unit/permitPaths.ts';
import { profileHref, profileSearch } from '../business-unit/profileSearch.ts';
import { formatDate } from '../i18n/format.ts';
import { pageOf } from '../shared/serverList.ts';
import { mayOpen, mayRead } from './access.ts';
import * as styles from './DashboardScreen.css.ts';

const PROFILE_PATH = '/app/business-unit-profile';

/** How many of each kind a unit's list answers (earliest expiry first). */
export const EXPIRING_PAGE_SIZE = 10;

type Params = { businessUnitId: number; sort: string[]; size: number };
type ListCall = (
  params: Params,
  options?: RequestInit,
) => Promise<{ status: number; data: unknown; headers: Headers }>;

/** The dated documents of a unit, the list call of each and its path (the key of its cached lists). */
export const DATED_KINDS = {
  tdp: { list: listTdps, path: 'tdps' },
  siup: { list: listSiups, path: 'siups' },
  hoDocument: { list: listHoDocuments, path: 'ho-documents' },
  businessPermit: { list: listBusinessPermits, path: 'business-permits' },
  businessCertificate: { list: listBusinessCertificates, path: 'business-certificates' },
  slkCertificate: { list: listSlkCertificates, path: 'slk-certificates' },
} satisfies Record<string, { list: ListCall; path: string }>;

export type DatedKind = keyof typeof DATED_KINDS;

const KINDS = Object.keys(DATED_KINDS) as DatedKind[];

interface DatedRow {
  id: number;
  code?: string | null;
  fullCode?: string | null;
  expiredDate?: string | null;
  expiryStatus?: ExpiryStatus | null;
}

export interface ExpiringDocument {
  kind: DatedKind;
  unit: BusinessUnitInfo;
  row: DatedRow;
}

/** Where a document opens: its tab of the profile, a permit its own page. */
export function documentHref(kind: DatedKind, id: number): string {
  return kind === 'businessPermit'
    ? permitViewHref(id)
    : profileHref(PROFILE_PATH, profileSearch({ kind: 'view', tab: kind, id }));
}

const numberOf = (document: ExpiringDocument) =>
  (document.kind === 'slkCertificate' ? document.row.fullCode : document.row.code) ?? String(document.row.id);

export interface ExpiringDocumentsCardProps {
  /** The signed-in user's business units (the dashboard's). */
  units: readonly BusinessUnitInfo[];
  /** Authorities of the signed-in account: which records it may open. */
  authorities: readonly string[];
}

/** The kinds the account's roles may read. */
const readableKinds = (authorities: readonly string[]) => KINDS.filter((kind) => mayRead(kind, authorities));

export function ExpiringDocumentsCard({ units, authorities }: ExpiringDocumentsCardProps) {
  const { t, i18n } = useTranslation();
  const kinds = useMemo(() => readableKinds(authorities), [authorities]);
  const answers = useQueries({
    queries: units.flatMap((unit) =>
      kinds.map((kind) => {
        const params: Params = {
          businessUnitId: unit.id,
          sort: ['expiredDate,asc'],
          size: EXPIRING_PAGE_SIZE,
        };
        return {
          queryKey: [`/api/${DATED_KINDS[kind].path}`, params] as const,
          queryFn: ({ signal }: { signal: AbortSignal }) =>
            (DATED_KINDS[kind].list as ListCall)(params, { signal }),
        };
      }),
    ),
  });
  const pending = answers.some((answer) => answer.isPending);
  const failed = answers.some((answer) => answer.isError);
  const documents = useMemo(() => {
    const found: ExpiringDocument[] = [];
    units.forEach((unit, unitIndex) => {
      kinds.forEach((kind, kindIndex) => {
        const answer = answers[unitIndex * kinds.length + kindIndex];
        for (const row of pageOf<DatedRow>(answer?.data).rows)
          if (row.expiryStatus === 'EXPIRING' || row.expiryStatus === 'EXPIRED')
            found.push({ kind, unit, row });
      });
    });
    return found.sort((a, b) => (a.row.expiredDate ?? '').localeCompare(b.row.expiredDate ?? ''));
  }, [answers, units, kinds]);

  const several = units.length > 1;
  const columns = useMemo(() => {
    const col = dataTableColumns<ExpiringDocument>();
    return col.columns([
      col.accessor((document) => document.kind, {
        id: 'kind',
        header: () => t('dashboard.expiringKind'),
        cell: (info) => t(`resources.${info.getValue()}.name`),
      }),
      col.accessor((document) => numberOf(document), {
        id: 'number',
        header: () => t('dashboard.expiringNumber'),
        cell: (info) => {
          const href = documentHref(info.row.original.kind, info.row.original.row.id);
          return mayOpen(href, authorities) ? <Link href={href}>{info.getValue()}</Link> : info.getValue();
        },
      }),
      ...(several
        ? [
            col.accessor((document) => `${document.unit.code} – ${document.unit.name}`, {
              id: 'unit',
              header: () => t('dashboard.expiringUnit'),
            }),
          ]
        : []),
      col.accessor((document) => document.row.expiredDate, {
        id: 'expiredDate',
        header: () => t('dashboard.expiringDate'),
        cell: (info) => formatDate(info.getValue(), i18n.language),
      }),
      col.accessor((document) => document.row.expiryStatus, {
        id: 'expiryStatus',
        header: () => t('dashboard.expiringStatus'),
        cell: (info) => {
          const status = info.getValue();
          return status ? <ExpiryStatusBadge status={status} resourceKey={info.row.original.kind} /> : null;
        },
      }),
    ]) as DataTableColumns<ExpiringDocument>;
  }, [several, authorities, t, i18n.language]);

  let body: React.ReactNode;
  if (pending)
    body = (
      <p className={styles.muted} role="status">
        {t('dashboard.expiringLoading')}
      </p>
    );
  else if (documents.length === 0 && !failed)
    body = <p className={styles.muted}>{t('dashboard.expiringEmpty')}</p>;
  else
    body = (
      <>
        {failed ? (
          <Alert intent="warning" timeout={null}>
            {t('dashboard.expiringFailed')}
          </Alert>
        ) : null}
        {documents.length ? (
          <DataTable<ExpiringDocument>
            caption={t('dashboard.expiringCaption')}
            hideCaption
            columns={columns}
            data={documents}
            getRowId={(document) => `${document.kind}-${document.row.id}`}
            rowLabel={(document) => `${t(`resources.${document.kind}.name`)} ${numberOf(document)}`}
          />
        ) : null}
      </>
    );
  // A role that reads none of the kinds (a plain user) has no card.
  if (kinds.length === 0) return null;
  return (
    <Card title={t('dashboard.expiringTitle')}>
      <Stack gap="md">
        <p className={styles.muted}>{t('dashboard.expiringIntro')}</p>
        {body}
      </Stack>
    </Card>
  );
}
