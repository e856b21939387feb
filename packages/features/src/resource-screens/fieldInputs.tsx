/**
 * One input per field kind of the registry, bound to formik by the field's name: the generic form
 * renders every field through these, so a resource never needs its own field code.
 */
import { useQuery } from '@tanstack/react-query';
import { FormCheckbox } from '@vlegal/ui/form/Checkbox';
import { FormDatePicker } from '@vlegal/ui/form/DateField';
import { ComboBox } from '@vlegal/ui/ComboBox';
import { FormFileAttach } from '@vlegal/ui/form/FileAttach';
import { FormSelect } from '@vlegal/ui/form/Select';
import { FormTextArea, FormTextField } from '@vlegal/ui/form/TextField';
import { useField, useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findRows, itemQueryOptions, ownerFilters, rowOf } from './data.ts';
import { type Field, fieldLabelKey, LOOKUP_STALE_MS, targetOf, useEnumOptions } from './fields.tsx';
import { GeolocationInput } from './GeolocationInput.tsx';
import type { ScreenConfig } from './screen-config.ts';
import { patternHint } from './schema.ts';

/** Longer texts get a multi-line box. */
const LONG_TEXT = 255;

/**
 * A searchable lookup of a referenced row, bound to formik. The combo box keeps its own selection
 * (a controlled selection does not refresh the text of an asynchronous combo box) and reports it.
 */
function LookupInput({
  field,
  target,
  place,
  owner,
}: {
  field: Field;
  target: ScreenConfig;
  place: Place;
  owner: Readonly<Record<string, string | number | boolean>>;
}) {
  const { t, i18n } = useTranslation();
  const [{ value }, meta, helpers] = useField<unknown>(place.name);
  const { submitCount } = useFormikContext();
  const id = typeof value === 'number' ? value : null;
  const current = useQuery({
    ...itemQueryOptions(target, id ?? 0),
    enabled: id !== null,
    staleTime: LOOKUP_STALE_MS,
  });
  const row = rowOf(current.data);
  // A value the form sets rather than one picked here (a default) mounts the combo box anew, once its
  // row's label is read: the combo box reads its selection only when it mounts.
  const [given, setGiven] = useState({ id, mount: 0 });
  if (given.id !== id && (id === null || row)) setGiven({ id, mount: given.mount + 1 });
  // The combo box reads the saved row's label once, when it mounts: wait for it the first time only.
  const shown = useRef(false);
  if (id !== null && current.isPending && !shown.current) return null;
  shown.current = true;
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <ComboBox
      key={given.mount}
      name={place.name}
      label={place.label}
      hideLabel={place.inCell}
      isRequired={field.required}
      {...(place.inCell ? {} : { description: t('resources.form.lookupHint') })}
      errorMessage={error}
      search={(text, signal) => findRows(target, text, signal, owner, t, i18n.language)}
      defaultSelectedKey={id}
      onSelectionChange={(key) => {
        const picked = key === null ? null : Number(key);
        setGiven((before) => ({ ...before, id: picked }));
        void helpers.setValue(picked);
        void helpers.setTouched(true, false);
      }}
      onBlur={() => void helpers.setTouched(true)}
      {...(row ? { selectedLabel: target.rowLabel(row, t) } : {})}
    />
  );
}

/** A field's formik path and label, and whether it sits in a table cell. */
interface Place {
  name: string;
  label: string;
  inCell: boolean;
}

/**
 * Where a line's input sits: its formik path (`lines.2.quantity`) and its own label, read by screen
 * readers (the column header shows the field's name).
 */
export interface Cell {
  name: string;
  label: string;
}

/**
 * The input of one field, bound to formik by the field's name, or in a cell of a document's lines.
 * In a cell hints would crowd the table: only errors show there.
 */
export function FieldInput({ config, field, cell }: { config: ScreenConfig; field: Field; cell?: Cell }) {
  const { t } = useTranslation();
  const place: Place = cell
    ? { ...cell, inCell: true }
    : { name: field.name, label: t(fieldLabelKey(config, field.name)), inCell: false };
  const { name, label } = place;
  const options = useEnumOptions(config, field);
  const common = { name, label, isRequired: field.required, hideLabel: place.inCell };
  const describe = (description: string | undefined) => (description && !place.inCell ? { description } : {});
  if (field.input === 'geolocation')
    return <GeolocationInput name={name} label={label} isRequired={field.required} />;
  switch (field.kind) {
    case 'boolean':
      return (
        <FormCheckbox name={name} hideLabel={place.inCell}>
          {label}
        </FormCheckbox>
      );
    case 'enum':
      return (
        <FormSelect
          {...common}
          options={field.required ? options : [{ id: '', label: t('resources.view.none') }, ...options]}
        />
      );
    case 'reference': {
      const target = targetOf(config, field);
      if (target)
        return (
          <LookupInput field={field} target={target} place={place} owner={ownerFilters(config, target)} />
        );
      return <FormTextField {...common} inputMode="numeric" {...describe(t('resources.form.idHint'))} />;
    }
    case 'file':
      return (
        <FormFileAttach
          name={name}
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
      return <FormDatePicker {...common} />;
    case 'integer':
      return <FormTextField {...common} inputMode="numeric" />;
    case 'decimal':
      return <FormTextField {...common} inputMode="decimal" />;
    default: {
      const props = { ...common, ...describe(patternHint(field, t)) };
      return (field.maxLength ?? 0) > LONG_TEXT ? (
        <FormTextArea {...props} />
      ) : (
        <FormTextField {...props} type={field.format === 'email' ? 'email' : 'text'} />
      );
    }
  }
}
