import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@vlegal/ui/Alert';
import { Button, LinkButton } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { Grid, Inline, Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { Form, Formik, type FormikErrors } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalSeparatorOf } from '../i18n/format.ts';
import { fieldErrorsOf, fieldText } from '../shared/formProblems.ts';
import { problemIs, problemNameOf } from '../shared/problems.ts';
import { useRequestKeys } from '../shared/requestKey.ts';
import { invalidateResource, itemQueryOptions, rowOf } from './data.ts';
import { FieldInput } from './fieldInputs.tsx';
import { FormNotice, type Outcome, outcomeOf } from './formOutcome.tsx';
import * as styles from './details.css.ts';
import { LinesEditor } from './LinesEditor.tsx';
import type { Row, ScreenConfig, Section } from './screen-config.ts';
import { schemaFor } from './schema.ts';
import { stockShortfalls } from './stockCheck.ts';
import { type FormValues, formFields, screenBody, screenValues, updateBody } from './values.ts';

export interface ResourceFormProps {
  config: ScreenConfig;
  /** The row to edit; without it the form creates one. */
  id?: number;
  /** Where Cancel leads (the list). */
  listHref: string;
  /** After the server accepted the row, with the row it answered. */
  onSaved: (row: Row) => void;
}

/** The new and edit form of a master-data resource, validated like the contract, with the server's field errors on the fields. */
export function ResourceForm({ config, id, listHref, onSaved }: ResourceFormProps) {
  const { t } = useTranslation();
  const name = t(`resources.${config.resource.key}.name`);
  const title =
    id === undefined ? t('resources.form.newTitle', { name }) : t('resources.form.editTitle', { name });
  const current = useQuery({ ...itemQueryOptions(config, id ?? 0), enabled: id !== undefined });
  const row = rowOf(current.data);
  let body: React.ReactNode;
  if (id !== undefined && current.isPending) body = <ProgressBar label={t('error.loading')} />;
  else if (id !== undefined && !row)
    body = (
      <Alert intent="danger" timeout={null}>
        {problemIs(current.error, 'notFound') ? t('resources.form.notFound') : t('resources.list.error')}
      </Alert>
    );
  else
    body = (
      <EditForm key={row?.id ?? 'new'} config={config} row={row} listHref={listHref} onSaved={onSaved} />
    );
  return (
    <Stack gap="lg">
      <PageHeader title={title} subtitle={row ? config.rowLabel(row) : undefined} />
      <Card>{body}</Card>
    </Stack>
  );
}

function EditForm({
  config,
  row,
  listHref,
  onSaved,
}: Omit<ResourceFormProps, 'id'> & { row: Row | undefined }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Every attempt of one save carries one key: a double click or a retry is taken once.
  const requestKeys = useRequestKeys();
  // Fields are checked from the first attempt to save on: a message appearing on blur before that
  // would move the Save button under the pointer.
  const [attempted, setAttempted] = useState(false);
  const schema = useMemo(() => schemaFor(config, t), [config, t]);
  const initialValues = useMemo(
    () => screenValues(config, row, decimalSeparatorOf(i18n.language)),
    [config, row, i18n.language],
  );
  return (
    <Formik<FormValues>
      initialValues={initialValues}
      validationSchema={schema}
      validateOnBlur={attempted}
      validateOnChange={attempted}
      onSubmit={async (values, helpers) => {
        setOutcome(null);
        // What the form knows the server would refuse is not sent: a line over what its stock holds.
        const short = await stockShortfalls(config, values, initialValues, queryClient, t, i18n.language);
        if (Object.keys(short).length) {
          helpers.setErrors(short as FormikErrors<FormValues>);
          return;
        }
        const request = (row ? updateBody(config, values, row) : screenBody(config, values)) as never;
        try {
          const answer = row
            ? await config.api.update(request, requestKeys.options())
            : await config.api.create(request, requestKeys.options());
          requestKeys.taken();
          await invalidateResource(queryClient, config);
          const saved = rowOf(answer);
          if (saved) onSaved(saved);
        } catch (error) {
          const problem = problemNameOf(error);
          let errors: FormikErrors<FormValues> = fieldErrorsOf<FormValues>(
            error,
            {},
            fieldText(t, i18n),
            values,
          );
          if (problem === 'conflict')
            errors = Object.fromEntries(
              Object.keys(errors).map((field) => [field, t('resources.form.taken')]),
            );
          helpers.setErrors(errors);
          setOutcome(outcomeOf(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form
          noValidate
          aria-label={t(`resources.${config.resource.key}.name`)}
          onSubmitCapture={() => setAttempted(true)}
        >
          <Stack gap="lg">
            <FormNotice outcome={outcome} pageSet={Object.keys(config.fixed ?? {})} />
            {config.sections.map((section, index) =>
              section.afterLines ? null : (
                <FormSection key={section.title ?? index} config={config} section={section} />
              ),
            )}
            {config.lines.map((lines) => (
              <LinesEditor key={lines.field} config={config} lines={lines} />
            ))}
            {config.sections.map((section, index) =>
              section.afterLines ? (
                <FormSection key={section.title ?? index} config={config} section={section} />
              ) : null,
            )}
            <Inline gap="sm">
              <Button type="submit" intent="primary" isLoading={isSubmitting}>
                {t('resources.form.save')}
              </Button>
              <LinkButton href={listHref} variant="outline" intent="neutral">
                {t('resources.form.cancel')}
              </LinkButton>
            </Inline>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/**
 * The inputs of one section; a titled section is a fieldset named by its legend. A section of values the
 * server sets only (a licence's number and dates) has nothing to type and is left out.
 */
function FormSection({ config, section }: { config: ScreenConfig; section: Section }) {
  const { t } = useTranslation();
  const Live = section.live;
  if (!Live && formFields(section.fields).length === 0) return null;
  const grid = (
    <Grid columns="two" gap="lg">
      {formFields(section.fields).map((field) => (
        <FieldInput key={field.name} config={config} field={field} />
      ))}
    </Grid>
  );
  const inputs = Live ? (
    <Stack gap="md">
      <Live />
      {grid}
    </Stack>
  ) : (
    grid
  );
  return section.title ? (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t(section.title)}</legend>
      {inputs}
    </fieldset>
  ) : (
    inputs
  );
}
