/**
 * `/app/business-unit-import/harvest-plot/import`: a unit's harvest plots read from a file (EUDR), a GeoJSON
 * FeatureCollection or a CSV of points, optionally all of one supplier. The unit is the account's own for a
 * unit's administrator; an administrator picks it (the mirror's pick comes in the address). A file the
 * server would refuse as a whole is refused here, keeping what was chosen before. The answer is a row per
 * plot of the file, in its order: what became of it and, for a refused one, each rule it broke and where.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@vlegal/api-client/fetcher';
import type {
  HarvestPlotImportFeature,
  HarvestPlotImportProblem,
  ImportHarvestPlotsParams,
} from '@vlegal/api-client/model';
import { Alert } from '@vlegal/ui/Alert';
import { type BadgeIntent, StatusBadge } from '@vlegal/ui/Badge';
import { Button } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { ComboBox } from '@vlegal/ui/ComboBox';
import { DataTable, type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import { FileTrigger } from '@vlegal/ui/FileTrigger';
import { Grid, Stack } from '@vlegal/ui/Layout';
import { Link } from '@vlegal/ui/Link';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findRows, invalidateResource } from '../../resource-screens/data.ts';
import type { RecordHrefs } from '../../resource-screens/hrefs.ts';
import type { Translate } from '../../resource-screens/schema.ts';
import { fieldText } from '../../shared/formProblems.ts';
import { problemIs, problemOf } from '../../shared/problems.ts';
import { harvestPlotScreen } from '../configs/harvestPlot.ts';
import { supplierScreen } from '../configs/supplier.ts';
import { UnitPicker } from '../shared/UnitPicker.tsx';
import { OwnUnitState, useOwnUnit } from './DocumentPages.tsx';
import * as styles from './HarvestPlotImport.css.ts';
import { documentHrefs } from './paths.ts';
import {
  importPlots,
  importSummary,
  type PlotFile,
  type PlotFileProblem,
  readPlotFile,
  resultRows,
} from './plotImport.ts';

export interface HarvestPlotImportProps {
  authorities: readonly string[];
  /** The unit an administrator picked on the mirror (from the address). */
  unitId?: number;
}

/** What the picker lets through; the page checks the file itself (`plotFileKind`). */
const ACCEPTED = ['.geojson', '.json', '.csv', 'application/geo+json', 'application/json', 'text/csv'];

export function HarvestPlotImport({ authorities, unitId: given }: HarvestPlotImportProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // A unit's administrator imports for the unit; an administrator for the unit picked.
  const mirror = !authorities.includes('ROLE_USER_ADMIN');
  const own = useOwnUnit(!mirror);
  const [picked, setPicked] = useState(given);
  const unitId = mirror ? picked : own.unitId;
  const [supplierId, setSupplierId] = useState<number>();
  const [file, setFile] = useState<PlotFile>();
  const [refusedFile, setRefusedFile] = useState<{ name: string; problem: PlotFileProblem | 'missing' }>();
  const [unitMissing, setUnitMissing] = useState(false);
  const send = useMutation({
    mutationFn: (request: { file: PlotFile; params: ImportHarvestPlotsParams }) =>
      importPlots(request.file, request.params),
    onSuccess: () => invalidateResource(queryClient, harvestPlotScreen),
  });
  const hrefs = useMemo(
    () => documentHrefs('harvestPlot', mirror ? 'admin' : 'unit', unitId),
    [mirror, unitId],
  );
  const listHref = mirror && unitId !== undefined ? `${hrefs.list}?businessUnitId=${unitId}` : hrefs.list;

  if (!mirror && own.unitId === undefined) return <OwnUnitState own={own} kind="harvestPlot" />;
  const ownUnit = own.answer.data?.status === 200 ? own.answer.data.data[0] : undefined;

  // A file refused here leaves the one chosen before, and the answer to it, as they were.
  const choose = async (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    const read = await readPlotFile(chosen);
    if (typeof read === 'string') return setRefusedFile({ name: chosen.name, problem: read });
    setRefusedFile(undefined);
    setFile(read);
  };
  const submit = () => {
    setUnitMissing(unitId === undefined);
    if (!file) setRefusedFile({ name: '', problem: 'missing' });
    if (unitId === undefined || !file) return;
    send.mutate({ file, params: { businessUnitId: unitId, ...(supplierId ? { supplierId } : {}) } });
  };
  const answer = send.data?.status === 200 ? send.data.data : undefined;

  return (
    <Stack gap="lg">
      <div>
        <Link href={listHref}>
          <span aria-hidden="true">{'←\u00a0'}</span>
          {t('resources.view.back')}
        </Link>
      </div>
      <PageHeader
        title={t('eudr.plotImport.title')}
        {...(ownUnit
          ? { subtitle: t('eudr.plotImport.forUnit', { unit: `${ownUnit.code} – ${ownUnit.name}` }) }
          : {})}
      />
      <Card>
        <Stack gap="lg">
          <p className={styles.intro}>{t('eudr.plotImport.intro')}</p>
          <Grid columns="two" gap="lg">
            {mirror ? (
              <UnitPicker
                value={picked}
                onChange={(unit) => {
                  setPicked(unit);
                  setSupplierId(undefined);
                  setUnitMissing(false);
                }}
              />
            ) : null}
            <ComboBox
              // Another unit has other suppliers: the choice starts over.
              key={unitId ?? 'none'}
              label={t('resources.harvestPlot.fields.supplierId')}
              description={t('eudr.plotImport.supplierHint')}
              isDisabled={unitId === undefined}
              search={(text, signal) =>
                findRows(supplierScreen, text, signal, unitId === undefined ? {} : { businessUnitId: unitId })
              }
              onSelectionChange={(key) => setSupplierId(key === null ? undefined : Number(key))}
            />
          </Grid>
          <FileField file={file} refused={refusedFile} onSelect={(files) => void choose(files)} />
          {unitMissing ? (
            <Alert intent="danger" timeout={null}>
              {t('eudr.plotImport.needUnit')}
            </Alert>
          ) : null}
          <div>
            <Button intent="primary" isLoading={send.isPending} onPress={submit}>
              {t('eudr.plotImport.submit')}
            </Button>
          </div>
        </Stack>
      </Card>
      {send.isError ? (
        <Alert intent="danger" timeout={null}>
          {refusalOf(send.error, send.variables?.file.name ?? '', t, i18n)}
        </Alert>
      ) : null}
      {answer && send.variables ? (
        <ImportAnswer
          rows={resultRows(answer)}
          summary={importSummary(answer)}
          csv={send.variables.file.kind === 'csv'}
          hrefs={hrefs}
          listHref={listHref}
        />
      ) : null}
    </Stack>
  );
}

/** The file chosen (or none yet), the button choosing one, and why a file was not taken. */
function FileField({
  file,
  refused,
  onSelect,
}: {
  file: PlotFile | undefined;
  refused: { name: string; problem: PlotFileProblem | 'missing' } | undefined;
  onSelect: (files: FileList | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = refused ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <fieldset className={styles.file} aria-describedby={describedBy}>
      <legend className={styles.legend}>{t('eudr.plotImport.file.label')}</legend>
      <div className={styles.fileBox} data-invalid={refused ? true : undefined}>
        <span className={file ? styles.fileName : styles.muted}>
          {file
            ? file.count === undefined
              ? `${file.name} (CSV)`
              : `${file.name} (GeoJSON, ${t('eudr.plotImport.file.count', { count: file.count })})`
            : t('eudr.plotImport.file.none')}
        </span>
        <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={onSelect}>
          <Button variant="outline" size="sm" aria-describedby={describedBy}>
            {t(file ? 'eudr.plotImport.file.replace' : 'eudr.plotImport.file.choose')}
          </Button>
        </FileTrigger>
      </div>
      <p id={`${id}-hint`} className={styles.muted}>
        {t('eudr.plotImport.file.hint')}
      </p>
      {refused ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t(`eudr.plotImport.file.${refused.problem}`, { name: refused.name })}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Why the server refused the file as a whole (nothing was stored). */
function refusalOf(
  error: unknown,
  name: string,
  t: Translate,
  i18n: { exists: (key: string) => boolean; language: string },
): ReactNode {
  if (error instanceof ApiError && error.status === 413) return t('eudr.plotImport.file.tooLarge', { name });
  if (problemIs(error, 'forbidden')) return t('importPages.forbidden');
  const fieldErrors = problemOf(error)?.fieldErrors ?? [];
  if (!fieldErrors.length) return t('eudr.plotImport.failed');
  const text = fieldText(t, i18n);
  return (
    <>
      {t('eudr.plotImport.refused')}
      <ul className={styles.problems}>
        {fieldErrors.map((fieldError) => (
          <li key={`${fieldError.field}:${fieldError.message}`}>
            {text(fieldError.message, fieldError.values)} <code>{fieldError.field}</code>
          </li>
        ))}
      </ul>
    </>
  );
}

const OUTCOME_INTENT: Record<HarvestPlotImportFeature['outcome'], BadgeIntent> = {
  STORED: 'success',
  UNCHANGED: 'neutral',
  REFUSED: 'danger',
};

const col = dataTableColumns<HarvestPlotImportFeature>();

/** The answer: its counts, the way to the list, and a row per plot of the file. */
function ImportAnswer({
  rows,
  summary,
  csv,
  hrefs,
  listHref,
}: {
  rows: HarvestPlotImportFeature[];
  summary: ReturnType<typeof importSummary>;
  csv: boolean;
  hrefs: RecordHrefs;
  listHref: string;
}) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => {
    const ruleText = fieldText(t, i18n);
    const problemText = (problem: HarvestPlotImportProblem) => {
      const text = ruleText(problem.message, problem.values);
      return problem.severity === 'warning' ? t('eudr.plotImport.result.warning', { text }) : text;
    };
    return col.columns([
      col.accessor('index', {
        header: () => t('eudr.plotImport.result.place'),
        cell: ({ row: { original } }) =>
          csv && original.line !== undefined
            ? t('eudr.plotImport.result.line', { line: original.line })
            : t('eudr.plotImport.result.feature', { number: original.index + 1 }),
      }),
      col.accessor('outcome', {
        header: () => t('eudr.plotImport.result.outcome'),
        cell: ({ row: { original } }) => (
          <StatusBadge
            intent={OUTCOME_INTENT[original.outcome]}
            label={t(`eudr.plotImport.outcomes.${original.outcome}`)}
          />
        ),
      }),
      col.accessor('plotCode', {
        header: () => t('eudr.plotImport.result.plot'),
        cell: ({ row: { original } }) => {
          const code = original.plotCode ?? t('eudr.plotImport.result.noCode');
          return (
            <>
              {original.id === null ? code : <Link href={hrefs.view(original.id)}>{code}</Link>}
              {original.producerName ? <span className={styles.detail}>{original.producerName}</span> : null}
            </>
          );
        },
      }),
      col.accessor('problems', {
        header: () => t('eudr.plotImport.result.problems'),
        cell: ({ row: { original } }) =>
          original.problems.length ? (
            <ul className={styles.problems}>
              {original.problems.map((problem) => (
                <li key={`${problem.rule}:${problem.field}`}>
                  {problemText(problem)}{' '}
                  <span className={styles.detail}>
                    {t('eudr.plotImport.result.at')} <code>{problem.field}</code>
                  </span>
                </li>
              ))}
            </ul>
          ) : null,
      }),
    ]) as DataTableColumns<HarvestPlotImportFeature>;
  }, [t, i18n, csv, hrefs]);
  return (
    <>
      <Alert intent={summary.intent} title={t('eudr.plotImport.result.title')} timeout={null}>
        <p className={styles.summary}>{t('eudr.plotImport.result.summary', summary.counts)}</p>
        <Link href={listHref}>{t('eudr.plotImport.result.toList')}</Link>
      </Alert>
      <DataTable<HarvestPlotImportFeature>
        caption={t('eudr.plotImport.result.caption')}
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.index)}
        rowLabel={(row) => row.plotCode ?? t('eudr.plotImport.result.feature', { number: row.index + 1 })}
      />
    </>
  );
}
