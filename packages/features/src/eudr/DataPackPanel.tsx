/**
 * A V-Legal's EUDR data pack in its view (docs/adr/0032-eudr-data-pack.md), for a V-Legal to the EU or the UK
 * (the FLEGT partners, as the destination's country says): whether the pack may be offered to the buyer or
 * what keeps it from being offered, its commodities with their producers and plots, each line's plots with a
 * way to its trace, the plots on a map, and the pack's files (the plots' GeoJSON, the buyer's PDF summary).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataPack, PackProblem, StatementCommodity } from '@vlegal/api-client/model';
import {
  getCountry,
  getGetVlegalDataPackUrl,
  getVlegalDataPack,
  getVlegalDataPackGeojson,
  getVlegalDataPackPdf,
} from '@vlegal/api-client/query';
import { Alert } from '@vlegal/ui/Alert';
import { StatusBadge } from '@vlegal/ui/Badge';
import { Button } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { DataTable, type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import { Inline, Stack } from '@vlegal/ui/Layout';
import { Link } from '@vlegal/ui/Link';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookupRow } from '../resource-screens/fields.tsx';
import type { Translate } from '../resource-screens/schema.ts';
import type { ScreenConfig } from '../resource-screens/screen-config.ts';
import { saveAnswer } from '../shared/download.ts';
import * as styles from './dataPack.css.ts';
import { PlotMap } from './PlotMap.tsx';
import { parseGeometry } from './plotProjection.ts';
import { traceHref } from './traceAddress.ts';

/** The destination's row, read as the view reads it for its label (the same cached answer). */
const COUNTRIES = { resource: { path: 'countries' }, api: { get: getCountry } };

/** The panel of a V-Legal's view: the data pack of one to the EU or the UK; nothing for another. */
export function DataPackPanel({
  row,
}: {
  row: { id: number; countryOfDestinationId?: unknown };
  config: ScreenConfig;
}) {
  const destination = useLookupRow(COUNTRIES, row.countryOfDestinationId);
  return destination?.flegtPartner === true ? <Pack vlegalId={row.id} /> : null;
}

function Pack({ vlegalId }: { vlegalId: number }) {
  const { t } = useTranslation();
  const linesId = useId();
  const answer = useQuery({
    queryKey: [getGetVlegalDataPackUrl(vlegalId)],
    queryFn: ({ signal }) => getVlegalDataPack(vlegalId, { signal }),
  });
  const title = t('eudr.packPanel.title');
  const pack = answer.data?.status === 200 ? answer.data.data : undefined;
  if (answer.isPending)
    return (
      <Card title={title}>
        <ProgressBar label={t('error.loading')} />
      </Card>
    );
  if (!pack)
    return (
      <Card title={title}>
        <Alert intent="danger" timeout={null}>
          {t('eudr.packPanel.failed')}
        </Alert>
      </Card>
    );
  const plots = pack.harvestPlots.map((plot) => ({
    id: plot.id,
    code: plot.plotCode,
    geometry: parseGeometry(plot.geolocation),
  }));
  return (
    <Card title={title}>
      <Stack gap="lg">
        <p className={styles.intro}>{t('eudr.packPanel.intro')}</p>
        <Status pack={pack} />
        <Downloads pack={pack} />
        <Commodities commodities={pack.statement.commodities} />
        <section className={styles.part} aria-labelledby={linesId}>
          <h3 id={linesId} className={styles.partTitle}>
            {t('eudr.packPanel.lines.title')}
          </h3>
          <ul className={styles.lines}>
            {pack.lines.map((line) => (
              <li key={line.lineNo} className={styles.line}>
                <span>
                  {t('eudr.packPanel.lines.line', {
                    lineNo: line.lineNo,
                    plots: line.harvestPlotIds.length
                      ? t('eudr.packPanel.lines.plots', { count: line.harvestPlotIds.length })
                      : t('eudr.packPanel.lines.noPlots'),
                    source: t(line.posted ? 'eudr.packPanel.lines.posted' : 'eudr.packPanel.lines.notPosted'),
                  })}
                </span>
                {/* A posted line came from what its export drew; another from its stock now. */}
                <Link
                  href={traceHref(
                    'backward',
                    line.exportEntryId ? { entryId: line.exportEntryId } : { stockId: line.stockId },
                  )}
                  aria-label={t('eudr.packPanel.lines.traceLabel', { lineNo: line.lineNo })}
                >
                  {t('eudr.packPanel.lines.trace')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {plots.length ? <PlotMap plots={plots} /> : null}
      </Stack>
    </Card>
  );
}

/** Ready to give to the buyer, or each thing that keeps the pack from it. */
function Status({ pack }: { pack: DataPack }) {
  const { t } = useTranslation();
  const codeOf = (plotId: number) =>
    pack.harvestPlots.find((plot) => plot.id === plotId)?.plotCode ?? `#${plotId}`;
  return (
    <div className={styles.status}>
      <StatusBadge
        intent={pack.ready ? 'success' : 'warning'}
        label={t(pack.ready ? 'eudr.packPanel.ready' : 'eudr.packPanel.notReady')}
      />
      {pack.ready ? (
        <p className={styles.statusText}>
          {t('eudr.packPanel.readyText', { count: pack.harvestPlots.length })}
        </p>
      ) : (
        <div className={styles.statusText}>
          <p className={styles.statusLead}>{t('eudr.packPanel.notReadyText')}</p>
          <ul className={styles.problems}>
            {pack.problems.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, in its order, read once
              <li key={index}>{problemText(problem, codeOf, t)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** A problem in words (`eudr.pack.<rule>`), with the plot it is about. */
function problemText(problem: PackProblem, codeOf: (plotId: number) => string, t: Translate): string {
  const values = Object.fromEntries(
    Object.entries(problem.values ?? {}).map(([name, value]) => [
      name,
      name === 'count' ? Number(value) : value,
    ]),
  );
  const text = t(`eudr.pack.${problem.rule}`, {
    ...values,
    lineNo: problem.lineNo,
    hsHeading: problem.hsHeading,
  });
  return problem.plotId === undefined
    ? text
    : t('eudr.packPanel.aboutPlot', { problem: text, code: codeOf(problem.plotId) });
}

/** The number of plots in a producer's FeatureCollection (base64, as the statement holds it). */
function plotCount(geometryGeojson: string): number {
  try {
    const collection = JSON.parse(atob(geometryGeojson)) as { features?: unknown[] };
    return collection.features?.length ?? 0;
  } catch {
    return 0;
  }
}

function Commodities({ commodities }: { commodities: readonly StatementCommodity[] }) {
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const col = dataTableColumns<StatementCommodity>();
    return col.columns([
      col.accessor((row) => row.hsHeading, {
        id: 'hsHeading',
        header: () => t('eudr.packPanel.commodities.hs'),
      }),
      col.accessor((row) => row.descriptors.descriptionOfGoods, {
        id: 'description',
        header: () => t('eudr.packPanel.commodities.description'),
      }),
      col.accessor((row) => row.producers.length, {
        id: 'producers',
        header: () => t('eudr.packPanel.commodities.producers'),
        meta: { numeric: true },
      }),
      col.accessor(
        (row) => row.producers.reduce((total, producer) => total + plotCount(producer.geometryGeojson), 0),
        {
          id: 'plots',
          header: () => t('eudr.packPanel.commodities.plots'),
          meta: { numeric: true },
        },
      ),
    ]) as DataTableColumns<StatementCommodity>;
  }, [t]);
  return (
    <DataTable<StatementCommodity>
      caption={t('eudr.packPanel.commodities.title')}
      columns={columns}
      data={commodities}
      getRowId={(row) => row.hsHeading}
      rowLabel={(row) => row.hsHeading}
      emptyMessage={t('eudr.packPanel.commodities.none')}
    />
  );
}

/** The pack's files, named by the server: the plots' GeoJSON (answered as JSON, saved as a file) and the PDF. */
function Downloads({ pack }: { pack: DataPack }) {
  const { t } = useTranslation();
  const reference = pack.vlegalNumber ?? pack.applicationNumber;
  const download = useMutation({
    mutationFn: async (file: 'geojson' | 'pdf') => {
      if (file === 'pdf') return getVlegalDataPackPdf(pack.vlegalId);
      const answer = await getVlegalDataPackGeojson(pack.vlegalId);
      return { ...answer, data: new Blob([JSON.stringify(answer.data)], { type: 'application/geo+json' }) };
    },
    onSuccess: (answer, file) => saveAnswer(answer, `${reference} EUDR.${file}`),
  });
  return (
    <Stack gap="sm">
      <Inline gap="sm">
        {(['geojson', 'pdf'] as const).map((file) => (
          <Button
            key={file}
            variant="outline"
            intent="neutral"
            isLoading={download.isPending && download.variables === file}
            onPress={() => download.mutate(file)}
          >
            {t(`eudr.packPanel.download.${file}`)}
          </Button>
        ))}
      </Inline>
      {download.isError ? (
        <Alert intent="danger" timeout={null}>
          {t('eudr.packPanel.download.failed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
