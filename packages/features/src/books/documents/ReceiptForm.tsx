/**
 * The form of a new receipt. Beside the generic inputs it narrows what the person may pick as the server
 * would: the party (a supplier or a sub-contractor of the unit), only the items linked to that party, and
 * that party's certificates with their validity; the country of harvest is Indonesia unless the origin is
 * an import, which also shows the import documents; the unit's harvest plots the timber came from are
 * picked line by line. It starts on today and fills in what the party's receipts usually say
 * (`receiptDefaults.ts`). The server's refusals (`ledger.*`) show next to their field.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listBusinessCertificates, listImportMaterials, searchCountries } from '@vlegal/api-client/query';
import { businessToday } from '@vlegal/domain/unit-validity';
import { Button, LinkButton } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { FormComboBox } from '@vlegal/ui/form/ComboBox';
import { FormRadioGroup } from '@vlegal/ui/form/RadioGroup';
import { Grid, Inline, Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { originOfRawMaterialScreen } from '../../master-data/configs/originOfRawMaterial.ts';
import * as styles from '../../resource-screens/details.css.ts';
import { itemQueryOptions, invalidateResource, rowOf } from '../../resource-screens/data.ts';
import { FieldInput } from '../../resource-screens/fieldInputs.tsx';
import { LinesEditor } from '../../resource-screens/LinesEditor.tsx';
import { FormNotice, type Outcome, outcomeOf } from '../../resource-screens/formOutcome.tsx';
import { formatDate } from '../../i18n/format.ts';
import type { Field, Row, ScreenConfig } from '../../resource-screens/screen-config.ts';
import { schemaFor } from '../../resource-screens/schema.ts';
import { type FormValues, screenBody, screenValues } from '../../resource-screens/values.ts';
import { fieldErrorsOf, fieldText } from '../../shared/formProblems.ts';
import { useRequestKeys } from '../../shared/requestKey.ts';
import { pageOf } from '../../shared/serverList.ts';
import { subConScreen, supplierScreen } from '../configs/index.ts';
import { linkedQueryOptions } from './LinkedItems.tsx';
import type { Item, Party } from './links.ts';
import { defaultsToSet, partyDefaults } from './receiptDefaults.ts';

export interface ReceiptFormProps {
  /** The receipt config, its unit set (`withFixed`). */
  config: ScreenConfig;
  unitId: number;
  listHref: string;
  onSaved: (row: Row) => void;
}

const PARTY_SCREENS: Record<Party, ScreenConfig> = { supplier: supplierScreen, subCon: subConScreen };
const ITEM_OF: Record<string, Item> = { RAW_MATERIAL: 'rawMaterial', PRODUCT: 'product' };
const IMPORT_FIELDS = ['pibNumber', 'pibDate', 'billOfLadingNumber', 'importRecommendationNumber'];
const LIST = { size: 200 };

/** The origin chosen and whether it is an import (unknown until it is read). */
function useOrigin(id: unknown) {
  const answer = useQuery({
    ...itemQueryOptions(originOfRawMaterialScreen, typeof id === 'number' ? id : 0),
    enabled: typeof id === 'number',
  });
  const origin = rowOf(answer.data);
  return origin ? origin.isImport === true : undefined;
}

/** The unit's suppliers or sub-contractors. */
function partiesQueryOptions(party: Party, unitId: number) {
  const screen = PARTY_SCREENS[party];
  return {
    queryKey: [`/api/${screen.resource.path}`, { businessUnitId: unitId, active: true, ...LIST }] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      screen.api.list({ businessUnitId: unitId, ...LIST }, { signal }),
  };
}

/** A party's certificates. */
function certificatesQueryOptions(party: Party, partyId: number) {
  const filter = party === 'subCon' ? { subConId: partyId } : { supplierId: partyId };
  return {
    queryKey: ['/api/business-certificates', { ...filter, ...LIST }] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      listBusinessCertificates({ ...filter, ...LIST }, { signal }),
  };
}

/** A party's latest posted receipt: what its receipts usually say. */
function latestReceiptQueryOptions(party: Party, partyId: number) {
  const params = {
    ...(party === 'subCon' ? { subConId: partyId } : { supplierId: partyId }),
    status: 'POSTED' as const,
    sort: ['receiptDate,desc', 'id,desc'],
    size: 1,
  };
  return {
    queryKey: ['/api/import-materials', params] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => listImportMaterials(params, { signal }),
  };
}

/**
 * Once a party is picked and what it usually says is read, its defaults fill the fields the person left
 * as they were (or as another party's defaults set them).
 */
function usePartyDefaults(party: Party, partyId: number | undefined, unitId: number) {
  const { values, initialValues, setFieldValue } = useFormikContext<FormValues>();
  const enabled = partyId !== undefined;
  const parties = useQuery(partiesQueryOptions(party, unitId));
  const latest = useQuery({ ...latestReceiptQueryOptions(party, partyId ?? 0), enabled });
  const certificates = useQuery({ ...certificatesQueryOptions(party, partyId ?? 0), enabled });
  const setBefore = useRef<FormValues>({});
  const done = useRef<string | undefined>(undefined);
  const key = `${party}-${partyId}`;
  const ready = enabled && !parties.isPending && !latest.isPending && !certificates.isPending;
  useEffect(() => {
    if (!ready || done.current === key) return;
    done.current = key;
    const held = pageOf<Row>(certificates.data).rows;
    const defaults = partyDefaults(
      pageOf<Row>(latest.data).rows[0],
      pageOf<Row>(parties.data).rows.find((row) => row.id === partyId),
      held,
    );
    // A certificate of another party is no choice for this one.
    const outdated = held.some((row) => row.id === values.supplierCertificateId)
      ? []
      : ['supplierCertificateId'];
    const changes = defaultsToSet(values, initialValues, setBefore.current, defaults, outdated);
    setBefore.current = { ...setBefore.current, ...changes };
    for (const [field, value] of Object.entries(changes)) void setFieldValue(field, value ?? null, false);
  }, [
    ready,
    key,
    partyId,
    values,
    initialValues,
    setFieldValue,
    parties.data,
    latest.data,
    certificates.data,
  ]);
}

/** Indonesia's id: the country of harvest of every origin but an import. */
function useIndonesia() {
  const answer = useQuery({
    queryKey: ['/api/_search/countries', { query: 'ID', code: 'ID' }],
    queryFn: ({ signal }) => searchCountries({ query: 'ID', size: 20 }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    pending: answer.isPending,
    id: pageOf<Row>(answer.data).rows.find((row) => row.code === 'ID')?.id,
  };
}

export function ReceiptForm({ config, unitId, listHref, onSaved }: ReceiptFormProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // Every attempt of one receipt carries one key: a double click or a retry posts it once.
  const requestKeys = useRequestKeys();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [attempted, setAttempted] = useState(false);
  const schema = useMemo(() => schemaFor(config, t), [config, t]);
  // Indonesia by default: an imported origin names its foreign country instead.
  const { pending, id: indonesia } = useIndonesia();
  const initialValues = useMemo<FormValues>(
    () => ({
      ...screenValues(config),
      party: 'supplier',
      receiptDate: businessToday(),
      countryOfHarvestId: indonesia ?? null,
    }),
    [config, indonesia],
  );
  const name = t('resources.importMaterial.name');
  return (
    <Stack gap="lg">
      <PageHeader title={t('resources.form.newTitle', { name })} />
      <Card>
        {pending ? (
          <ProgressBar label={t('error.loading')} />
        ) : (
          <Formik<FormValues>
            initialValues={initialValues}
            validationSchema={schema}
            validate={(values) => receiptRules(values, t)}
            validateOnBlur={attempted}
            validateOnChange={attempted}
            onSubmit={async (values, helpers) => {
              setOutcome(null);
              try {
                const origin = queryClient.getQueryData(
                  itemQueryOptions(originOfRawMaterialScreen, Number(values.originOfRawMaterialId)).queryKey,
                );
                const answer = await config.api.create(
                  receiptBody(config, values, rowOf(origin)?.isImport === true) as never,
                  requestKeys.options(),
                );
                requestKeys.taken();
                await invalidateResource(queryClient, config);
                const saved = rowOf(answer);
                if (saved) onSaved(saved);
              } catch (error) {
                // The posting rules and file checks answer text keys (`ledger.certificateNotValid`): shown translated.
                helpers.setErrors(fieldErrorsOf<FormValues>(error, {}, fieldText(t, i18n)));
                setOutcome(outcomeOf(error));
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-label={name} onSubmitCapture={() => setAttempted(true)}>
                <Stack gap="lg">
                  <FormNotice outcome={outcome} />
                  <ReceiptFields config={config} unitId={unitId} />
                  <Inline gap="sm">
                    <Button type="submit" intent="primary" isLoading={isSubmitting}>
                      {t('importMaterial.post')}
                    </Button>
                    <LinkButton href={listHref} variant="outline" intent="neutral">
                      {t('resources.form.cancel')}
                    </LinkButton>
                  </Inline>
                </Stack>
              </Form>
            )}
          </Formik>
        )}
      </Card>
    </Stack>
  );
}

/** The rules the generic schema cannot say: one party and one item, picked from what the form offers. */
function receiptRules(values: FormValues, t: (key: string) => string) {
  const errors: Record<string, string> = {};
  const party = values.party === 'subCon' ? 'subConId' : 'supplierId';
  if (typeof values[party] !== 'number') errors[party] = t('ledger.oneParty');
  const item = values.stockType === 'PRODUCT' ? 'productId' : 'rawMaterialId';
  if (values.stockType && typeof values[item] !== 'number') errors[item] = t('resources.validation.required');
  return errors;
}

/**
 * The body of a receipt: the fields of the party, item and origin chosen; the others left empty. An import
 * names no certificate (its picker is hidden): one chosen or filled in before is not sent.
 */
function receiptBody(config: ScreenConfig, values: FormValues, isImport: boolean) {
  const body = screenBody(config, values);
  body[values.party === 'subCon' ? 'supplierId' : 'subConId'] = null;
  body[values.stockType === 'PRODUCT' ? 'rawMaterialId' : 'productId'] = null;
  if (isImport) body.supplierCertificateId = null;
  return body;
}

/** The form's fieldsets; the party's pickers follow the party, the origin's fields the origin. */
function ReceiptFields({ config, unitId }: { config: ScreenConfig; unitId: number }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<FormValues>();
  const party: Party = values.party === 'subCon' ? 'subCon' : 'supplier';
  const partyId = typeof values[`${party}Id`] === 'number' ? (values[`${party}Id`] as number) : undefined;
  const item = ITEM_OF[String(values.stockType)];
  const isImport = useOrigin(values.originOfRawMaterialId);
  usePartyDefaults(party, partyId, unitId);
  const itemId = item ? values[`${item}Id`] : undefined;
  const linked = useQuery({
    ...linkedQueryOptions(party, item ?? 'rawMaterial', partyId ?? 0),
    enabled: item !== undefined && partyId !== undefined,
  });
  const picked = pageOf<Row>(linked.data).rows.find((row) => row.id === itemId);
  const input = (name: string) => {
    const field = config.fields.find((candidate) => candidate.name === name) as Field;
    return <FieldInput key={name} config={config} field={field} />;
  };
  const fieldset = (title: string, children: React.ReactNode) => (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t(title)}</legend>
      <Grid columns="two" gap="lg">
        {children}
      </Grid>
    </fieldset>
  );
  return (
    <>
      {fieldset(
        'importMaterial.section.receipt',
        <>
          {input('receiptDate')}
          <FormRadioGroup
            name="party"
            label={t('importMaterial.party')}
            orientation="horizontal"
            options={[
              { value: 'supplier', label: t('resources.supplier.name') },
              { value: 'subCon', label: t('resources.subCon.name') },
            ]}
          />
          <PartyPicker key={party} party={party} unitId={unitId} />
          {input('stockType')}
          {item && partyId !== undefined ? (
            <ItemPicker key={`${party}-${partyId}-${item}`} party={party} partyId={partyId} item={item} />
          ) : null}
        </>,
      )}
      {fieldset(
        'importMaterial.section.document',
        <>
          {input('documentTransportTypeId')}
          {input('documentNumber')}
          {input('documentDate')}
          {input('originOfRawMaterialId')}
          {input('countryOfHarvestId')}
          {partyId !== undefined && isImport !== true ? (
            <CertificatePicker key={`${party}-${partyId}`} party={party} partyId={partyId} />
          ) : null}
        </>,
      )}
      {/* The unit's harvest plots the timber came from (EUDR), picked one per line. */}
      {config.lines.map((lines) => (
        <LinesEditor key={lines.field} config={config} lines={lines} />
      ))}
      {fieldset(
        'importMaterial.section.quantity',
        <>
          {input('volumeM3')}
          {/* Weight and pieces are kept only for items that track them (the server asks for them then). */}
          {picked?.trackWeight === true ? input('weightKg') : null}
          {picked?.trackPieces === true || item === 'product' ? input('pieces') : null}
          {input('unitPrice')}
          {input('currencyId')}
        </>,
      )}
      {fieldset(
        'importMaterial.section.delivery',
        <>
          {input('invoiceNumber')}
          {input('invoiceDate')}
          {input('vehicleNumber')}
        </>,
      )}
      {isImport === true ? fieldset('importMaterial.section.import', IMPORT_FIELDS.map(input)) : null}
      {fieldset(
        'importMaterial.section.more',
        <>
          {input('attachment')}
          {input('notes')}
        </>,
      )}
    </>
  );
}

/** A party or an item as it is picked: by its code too, which people type as often as its name. */
const codeAndName = (row: Row) =>
  typeof row.code === 'string' && row.code ? `${row.code} – ${String(row.name)}` : String(row.name);

/** The unit's suppliers or sub-contractors. */
function PartyPicker({ party, unitId }: { party: Party; unitId: number }) {
  const { t } = useTranslation();
  const answer = useQuery(partiesQueryOptions(party, unitId));
  const options = pageOf<Row>(answer.data).rows.map((row) => ({ id: row.id, label: codeAndName(row) }));
  return (
    <FormComboBox
      name={`${party}Id`}
      label={t(`resources.importMaterial.fields.${party}Id`)}
      isRequired
      options={options}
    />
  );
}

/** Only the items linked to the party: the server refuses any other (`ledger.notLinked`). */
function ItemPicker({ party, partyId, item }: { party: Party; partyId: number; item: Item }) {
  const { t } = useTranslation();
  const answer = useQuery(linkedQueryOptions(party, item, partyId));
  const rows = pageOf<Row>(answer.data).rows;
  return (
    <FormComboBox
      name={`${item}Id`}
      label={t(`resources.importMaterial.fields.${item}Id`)}
      description={t('importMaterial.linkedOnly')}
      isRequired
      options={rows.map((row) => ({ id: row.id, label: codeAndName(row) }))}
    />
  );
}

/** The party's certificates, each with its validity, so that an expired one is seen before it is refused. */
function CertificatePicker({ party, partyId }: { party: Party; partyId: number }) {
  const { t, i18n } = useTranslation();
  const answer = useQuery(certificatesQueryOptions(party, partyId));
  const options = pageOf<Row>(answer.data).rows.map((row) => {
    const status = typeof row.expiryStatus === 'string' ? row.expiryStatus : undefined;
    const until =
      typeof row.expiredDate === 'string'
        ? t('importMaterial.certificateUntil', { date: formatDate(row.expiredDate, i18n.language) })
        : '';
    const validity = status ? t(`resources.businessCertificate.values.expiryStatus.${status}`) : '';
    return { id: row.id, label: [String(row.code), until, validity].filter(Boolean).join(' · ') };
  });
  return (
    <FormComboBox
      name="supplierCertificateId"
      label={t('resources.importMaterial.fields.supplierCertificateId')}
      description={t('importMaterial.certificateHint')}
      options={options}
    />
  );
}
