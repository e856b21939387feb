import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@vlegal/ui/Alert';
import { Button, LinkButton } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { ConfirmDialog } from '@vlegal/ui/ConfirmDialog';
import { Inline, Stack } from '@vlegal/ui/Layout';
import { Link } from '@vlegal/ui/Link';
import { PageColumns } from '@vlegal/ui/PageColumns';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { TextArea } from '@vlegal/ui/TextField';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAnswer } from '../shared/download.ts';
import { problemIs } from '../shared/problems.ts';
import { useRequestKeys } from '../shared/requestKey.ts';
import { AuditTrail } from './AuditTrail.tsx';
import { invalidateResource, itemQueryOptions, rowOf } from './data.ts';
import * as styles from './details.css.ts';
import { ColumnValue, type Field, fieldLabelKey } from './fields.tsx';
import { pathHrefs, type RecordHrefs } from './hrefs.ts';
import { LinesTable } from './LinesTable.tsx';
import { RecordFacts, RecordStatus } from './RecordHeader.tsx';
import { recordSummary } from './recordSummary.ts';
import {
  type Action,
  offeredActions,
  type Print,
  type Row,
  type ScreenConfig,
  type Section,
} from './screen-config.ts';

export interface ResourceViewProps {
  config: ScreenConfig;
  id: number;
  /** Address of the list; edit is `<basePath>/<id>/edit`. */
  basePath: string;
  /** After the row was deleted (the app goes back to the list). */
  onDeleted: (row: Row) => void;
  /** Addresses of the list and of edit when they are not `basePath` and below it. */
  hrefs?: RecordHrefs;
  /** The link back to the list (left out where the view is the page itself, as a profile). */
  withBackLink?: boolean;
  /** What the page adds under the record (a document's ledger entries, a party's certificates). */
  children?: ReactNode;
  /** What the page adds to the side panel above the record's history (related records). */
  aside?: ReactNode;
}

/**
 * One row read as a document: a header with its number, state, key facts and what the server allows on it
 * (its workflow steps, edit and delete); its other fields by section and its lines; and beside them (under
 * them on a phone) the records it leads to and its history.
 */
export function ResourceView({
  config,
  id,
  basePath,
  onDeleted,
  hrefs = pathHrefs(basePath),
  withBackLink = true,
  children,
  aside,
}: ResourceViewProps) {
  const { t, i18n } = useTranslation();
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
  const [asking, setAsking] = useState<Action | null>(null);
  // The reason a step asks for (a cancellation's), and whether the person tried to go on without one.
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const ask = (action: Action | null) => {
    setAsking(action);
    setReason('');
    setReasonMissing(false);
  };
  // One key per step of a row until the server took it: a double click cancels once.
  const requestKeys = useRequestKeys();
  // A workflow step changes the row and what it allows next: it is read again.
  const step = useMutation({
    mutationFn: ({ action, row: target, reason: why }: { action: Action; row: Row; reason?: string }) =>
      action.run(target, requestKeys.options(`${action.name}:${target.id}`), why),
    onSuccess: (_answer, { action, row: target }) => requestKeys.taken(`${action.name}:${target.id}`),
    onSettled: async () => {
      ask(null);
      await invalidateResource(queryClient, config);
    },
  });
  // A printed file is saved as it comes; one that cannot be had says so above the record.
  const print = useMutation({
    mutationFn: ({ print: file, row: target }: { print: Print; row: Row }) => file.run(target),
    onSuccess: (answer, { row: target }) => saveAnswer(answer, config.rowLabel(target)),
  });
  const offered = row ? offeredActions(config, row) : undefined;
  const summary = row ? recordSummary(config, row) : undefined;
  const label = row ? config.rowLabel(row) : undefined;
  let body: ReactNode;
  if (answer.isPending)
    body = (
      <Card>
        <ProgressBar label={t('error.loading')} />
      </Card>
    );
  else if (!row || !summary)
    body = (
      <Card>
        <Alert intent="danger" timeout={null}>
          {problemIs(answer.error, 'notFound') ? t('resources.form.notFound') : t('resources.list.error')}
        </Alert>
      </Card>
    );
  else {
    // What the header says is not said again below it, nor the empty one of fields a row fills one of
    // (a raw-material receipt's product).
    const filled = (name: string) => row[name] !== null && row[name] !== undefined && row[name] !== '';
    const otherFilled = (name: string) =>
      config.resource.exclusive?.some((group) => group.includes(name) && group.some(filled)) ?? false;
    const below = (section: Section) =>
      section.fields.filter(
        (field) => !summary.inHeader.has(field.name) && (filled(field.name) || !otherFilled(field.name)),
      );
    const sectionCard = (section: Section, index: number) => {
      // What the section adds under its values (a V-Legal's subtotals per HS code), when it has any.
      const After = section.after;
      return (
        <Card key={section.title ?? index} {...(section.title ? { title: t(section.title) } : {})}>
          <SectionValues config={config} fields={below(section)} row={row} />
          {After ? <After row={row} config={config} /> : null}
        </Card>
      );
    };
    // A section with nothing filled in (the import documents of a domestic receipt) is left out, and so
    // is one the row is not in the state of (a licence's facts before it is issued).
    const shown = (section: Section) =>
      section.shown?.(row) !== false && below(section).some((field) => filled(field.name));
    body = (
      <PageColumns
        aside={
          aside || row.createdDate ? (
            <>
              {aside}
              {config.trail ? <config.trail row={row} config={config} /> : <AuditTrail row={row} />}
            </>
          ) : null
        }
      >
        {config.sections.map((section, index) =>
          section.afterLines || !shown(section) ? null : sectionCard(section, index),
        )}
        {config.lines.map((lines) => (
          <LinesTable key={lines.field} config={config} lines={lines} row={row} />
        ))}
        {config.sections.map((section, index) =>
          section.afterLines && shown(section) ? sectionCard(section, index) : null,
        )}
        {config.panels?.map((Panel, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a config's panels are fixed, in their order
          <Panel key={index} row={row} config={config} />
        ))}
        {children}
      </PageColumns>
    );
  }
  return (
    <Stack gap="lg">
      {/* The way back to the list sits above the record, not between it and what follows it. */}
      {withBackLink ? (
        <div>
          <Link href={hrefs.list}>
            <span aria-hidden="true">{'←\u00a0'}</span>
            {t('resources.view.back')}
          </Link>
        </div>
      ) : null}
      {/* The row's label heads it, its kind above; until it is read, the page says what it will show. */}
      <PageHeader
        {...(label ? { kicker: name, title: label } : { title: t('resources.view.title', { name }) })}
        status={
          row && summary?.status ? <RecordStatus config={config} row={row} field={summary.status} /> : null
        }
        details={row && summary ? <RecordFacts config={config} row={row} summary={summary} /> : null}
        actions={
          row && offered ? (
            <Inline gap="sm">
              {offered.actions.map((action) => (
                <Button
                  key={action.name}
                  intent={action.intent ?? 'primary'}
                  variant="outline"
                  isLoading={step.isPending && step.variables?.action === action}
                  onPress={() =>
                    action.confirm || action.asksReason ? ask(action) : step.mutate({ action, row })
                  }
                >
                  {t(action.label)}
                </Button>
              ))}
              {config.prints.map((file) => (
                <Button
                  key={file.name}
                  intent="neutral"
                  variant="outline"
                  isLoading={print.isPending && print.variables?.print === file}
                  onPress={() => print.mutate({ print: file, row })}
                >
                  {t(file.label(row))}
                </Button>
              ))}
              {config.tools?.map((Tool, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a config's tools are fixed, in their order
                <Tool key={index} row={row} config={config} hrefs={hrefs} />
              ))}
              {offered.edit ? (
                <LinkButton href={hrefs.edit(row.id)} intent="primary">
                  {t('resources.view.edit')}
                </LinkButton>
              ) : null}
              {offered.remove ? (
                <Button intent="danger" variant="outline" onPress={() => setConfirming(true)}>
                  {t('resources.view.delete')}
                </Button>
              ) : null}
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
      {step.isError && step.variables ? (
        <Alert intent="danger" onDismiss={() => step.reset()} timeout={null}>
          {problemIs(step.error, 'staleState')
            ? t('resources.actions.stale', { label: config.rowLabel(step.variables.row) })
            : (step.variables.action.refusal?.(step.error, t, i18n.language) ??
              t('resources.actions.failed', { action: t(step.variables.action.label) }))}
        </Alert>
      ) : null}
      {print.isError && print.variables ? (
        <Alert intent="danger" onDismiss={() => print.reset()} timeout={null}>
          {t(print.variables.print.failed)}
        </Alert>
      ) : null}
      {step.isSuccess && step.variables ? (
        <Alert intent="success" onDismiss={() => step.reset()}>
          {t(step.variables.action.done, { label: config.rowLabel(step.variables.row) })}
        </Alert>
      ) : null}
      {/* What the row's state means for the reader, stated once above the record. */}
      {row
        ? config.notices.map((notice) =>
            notice.when(row) && typeof row[notice.field] === 'string' && row[notice.field] !== '' ? (
              <Alert key={notice.field} intent={notice.intent} title={t(notice.title)} timeout={null}>
                {String(row[notice.field])}
              </Alert>
            ) : null,
          )
        : null}
      {body}
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
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => {
          if (!open && !step.isPending) ask(null);
        }}
        title={asking ? t(asking.label) : ''}
        intent={asking?.intent === 'danger' ? 'danger' : 'primary'}
        confirmLabel={asking ? t(asking.label) : ''}
        cancelLabel={t('resources.actions.back')}
        isConfirming={step.isPending}
        onConfirm={() => {
          if (!asking || !row) return;
          if (asking.asksReason && reason.trim() === '') return setReasonMissing(true);
          step.mutate({ action: asking, row, reason: reason.trim() });
        }}
      >
        <Stack gap="md">
          {asking?.confirm && row ? <p>{t(asking.confirm, { label: config.rowLabel(row) })}</p> : null}
          {asking?.asksReason ? (
            <TextArea
              label={t('resources.actions.reason')}
              description={t(asking.reasonHint ?? 'resources.actions.reasonHint')}
              isRequired
              maxLength={500}
              rows={3}
              value={reason}
              onChange={(value) => {
                setReason(value);
                if (value.trim() !== '') setReasonMissing(false);
              }}
              errorMessage={reasonMissing ? t('resources.validation.required') : undefined}
            />
          ) : null}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}

/** The values of a section as a description list (a row's internal id is nobody's to read). */
function SectionValues({
  config,
  fields,
  row,
}: {
  config: ScreenConfig;
  fields: readonly Field[];
  row: Row;
}) {
  const { t } = useTranslation();
  return (
    <dl className={styles.list}>
      {fields
        .filter((field) => field.contentTypeOf === undefined)
        .map((field) => (
          <Fragment key={field.name}>
            <dt className={styles.term}>{t(fieldLabelKey(config, field.name))}</dt>
            <dd className={styles.value}>
              <ColumnValue config={config} name={field.name} row={row} />
            </dd>
          </Fragment>
        ))}
    </dl>
  );
}
