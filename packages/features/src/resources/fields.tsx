/**
 * One input and one read-only value per field kind of the registry: the generic form and view render
 * every field through these, so a resource never needs its own field code.
 */
import { useQuery } from '@tanstack/react-query';
import type { FieldSpec } from '@vlegal/domain/resources';
import { FormCheckbox } from '@vlegal/ui/Checkbox';
import { ComboBox } from '@vlegal/ui/ComboBox';
import { FormFileAttach } from '@vlegal/ui/FileAttach';
import { Image } from '@vlegal/ui/Image';
import { Link } from '@vlegal/ui/Link';
import { FormSelect } from '@vlegal/ui/Select';
import { FormTextArea, FormTextField } from '@vlegal/ui/TextField';
import { useField, useFormikContext } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../i18n/format.ts';
import { findRows, itemQueryOptions, rowOf } from './data.ts';
import type { Row, ScreenConfig } from './model.ts';
import { screenOf } from './registry.ts';
import { patternHint } from './schema.ts';

type Field = FieldSpec<Record<string, unknown>>;

/** Longer texts get a multi-line box. */
const LONG_TEXT = 255;
const LOOKUP_STALE_MS = 5 * 60_000;

export function fieldLabelKey(config: ScreenConfig, name: string): string {
  return `resources.${config.resource.key}.fields.${name}`;
}

export function valueLabelKey(config: ScreenConfig, field: string, value: string): string {
  return `resources.${config.resource.key}.values.${field}.${value}`;
}

/** The enum options of a field, translated. */
export function useEnumOptions(config: ScreenConfig, field: Field) {
  const { t } = useTranslation();
  return (field.values ?? []).map((value) => ({
    id: value,
    label: t(valueLabelKey(config, field.name, value)),
  }));
}

/**
 * A searchable lookup of a referenced row, bound to formik. The combo box keeps its own selection
 * (a controlled selection does not refresh the text of an asynchronous combo box) and reports it.
 */
function LookupInput({ field, target, label }: { field: Field; target: ScreenConfig; label: string }) {
  const { t } = useTranslation();
  const [{ value }, meta, helpers] = useField<unknown>(field.name);
  const { submitCount } = useFormikContext();
  const id = typeof value === 'number' ? value : null;
  const current = useQuery({
    ...itemQueryOptions(target, id ?? 0),
    enabled: id !== null,
    staleTime: LOOKUP_STALE_MS,
  });
  const row = rowOf(current.data);
  // The combo box reads the saved row's label once, when it mounts: wait for it the first time only.
  const shown = useRef(false);
  if (id !== null && current.isPending && !shown.current) return null;
  shown.current = true;
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <ComboBox
      name={field.name}
      label={label}
      isRequired={field.required}
      description={t('resources.form.lookupHint')}
      errorMessage={error}
      search={(text, signal) => findRows(target, text, signal)}
      defaultSelectedKey={id}
      onSelectionChange={(key) => {
        void helpers.setValue(key === null ? null : Number(key));
        void helpers.setTouched(true, false);
      }}
      onBlur={() => void helpers.setTouched(true)}
      {...(row ? { selectedLabel: target.rowLabel(row) } : {})}
    />
  );
}

/** The input of one field, bound to formik by the field's name. */
export function FieldInput({ config, field }: { config: ScreenConfig; field: Field }) {
  const { t } = useTranslation();
  const label = t(fieldLabelKey(config, field.name));
  const options = useEnumOptions(config, field);
  const common = { name: field.name, label, isRequired: field.required };
  switch (field.kind) {
    case 'boolean':
      return <FormCheckbox name={field.name}>{label}</FormCheckbox>;
    case 'enum':
      return (
        <FormSelect
          {...common}
          options={field.required ? options : [{ id: '', label: t('resources.view.none') }, ...options]}
        />
      );
    case 'reference': {
      const target = field.references ? screenOf(field.references) : undefined;
      if (target) return <LookupInput field={field} target={target} label={label} />;
      return <FormTextField {...common} inputMode="numeric" description={t('resources.form.idHint')} />;
    }
    case 'file':
      return (
        <FormFileAttach
          name={field.name}
          label={label}
          isRequired={field.required}
          imageOnly={
            !(
              field.contentTypeField &&
              config.resource.fields
                .find((candidate) => candidate.name === field.contentTypeField)
                ?.values?.includes('application/pdf')
            )
          }
        />
      );
    case 'date':
      return <FormTextField {...common} type="date" />;
    case 'integer':
      return <FormTextField {...common} inputMode="numeric" />;
    case 'decimal':
      return <FormTextField {...common} inputMode="decimal" />;
    default: {
      const hint = patternHint(field, t);
      const props = { ...common, ...(hint ? { description: hint } : {}) };
      return (field.maxLength ?? 0) > LONG_TEXT ? (
        <FormTextArea {...props} />
      ) : (
        <FormTextField {...props} type={field.format === 'email' ? 'email' : 'text'} />
      );
    }
  }
}

/** The label of a referenced row (its id while it loads or when it is gone). */
export function ReferenceLabel({ target, id }: { target: ScreenConfig; id: number }) {
  const answer = useQuery({ ...itemQueryOptions(target, id), staleTime: LOOKUP_STALE_MS, retry: false });
  const row = rowOf(answer.data);
  return <>{row ? target.rowLabel(row) : `#${id}`}</>;
}

/** Fraction digits a decimal is shown with: its column's scale. */
const decimalsOf = (field: Field) => field.precision?.[1] ?? 3;

/**
 * A field's value for reading: translated enums and booleans, labels of references, files; dates and
 * numbers in the one format of the reader's language (`i18n/format.ts`).
 */
export function FieldValue({ config, field, row }: { config: ScreenConfig; field: Field; row: Row }) {
  const { t, i18n } = useTranslation();
  const value = row[field.name];
  if (value === null || value === undefined || value === '') return <>{t('resources.view.none')}</>;
  switch (field.kind) {
    case 'boolean':
      return <>{value === true ? t('resources.view.yes') : t('resources.view.no')}</>;
    case 'enum':
      return <>{t(valueLabelKey(config, field.name, String(value)))}</>;
    case 'reference': {
      const target = field.references ? screenOf(field.references) : undefined;
      return target && typeof value === 'number' ? (
        <ReferenceLabel target={target} id={value} />
      ) : (
        <>{String(value)}</>
      );
    }
    case 'date':
      return <>{typeof value === 'string' ? formatDate(value, i18n.language) : String(value)}</>;
    case 'decimal':
    case 'integer':
      return (
        <>
          {typeof value === 'number'
            ? formatNumber(value, i18n.language, field.kind === 'decimal' ? decimalsOf(field) : 0)
            : String(value)}
        </>
      );
    case 'file': {
      const contentType = field.contentTypeField ? row[field.contentTypeField] : undefined;
      const name = t(fieldLabelKey(config, field.name));
      if (typeof contentType !== 'string') return <>{t('resources.view.none')}</>;
      return contentType.startsWith('image/') ? (
        <Image
          src={{ content: String(value), contentType }}
          alt={t('resources.view.imageAlt', { field: name, label: config.rowLabel(row) })}
        />
      ) : (
        <Link href={`data:${contentType};base64,${String(value)}`} download={`${field.name}-${row.id}.pdf`}>
          {t('resources.view.download', { name })}
        </Link>
      );
    }
    default:
      return <>{String(value)}</>;
  }
}
