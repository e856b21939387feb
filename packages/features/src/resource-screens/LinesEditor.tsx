/**
 * The lines of a document in the form: a table with an input in every cell (each with its own label for
 * screen readers), errors on the cells they belong to (the schema's and the server's, such as
 * `lines[2].quantity`), and buttons to add and remove lines within the config's bounds. A line's own lines
 * (`Lines.nested`) are a short list in a cell of their line, edited the same way.
 */
import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { DataTable } from '@vlegal/ui/DataTable';
import { Stack } from '@vlegal/ui/Layout';
import { FieldArray, useField, useFormikContext } from 'formik';
import { X } from 'lucide-react';
import { Fragment, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from './fieldInputs.tsx';
import { fieldLabelKey, lineLabelKey } from './fields.tsx';
import { lineColumns } from './LinesTable.tsx';
import * as styles from './details.css.ts';
import type { Lines, NestedLinesInput, ScreenConfig } from './screen-config.ts';
import { formFields, newLineValues, newNestedValues } from './values.ts';

interface LineRow {
  /** Stays with the line when an earlier one is removed, so each input keeps its own state. */
  key: number;
  index: number;
}

/** One key per line, kept in order as lines are added and removed. */
function useLineKeys(count: number) {
  const keys = useRef<number[]>([]);
  const next = useRef(0);
  while (keys.current.length < count) {
    keys.current.push(next.current);
    next.current += 1;
  }
  keys.current.length = count;
  return keys;
}

export function LinesEditor({ config, lines }: { config: ScreenConfig; lines: Lines }) {
  const { t } = useTranslation();
  const [{ value }, meta] = useField<unknown>(lines.field);
  const { submitCount } = useFormikContext();
  const count = Array.isArray(value) ? value.length : 0;
  const keys = useLineKeys(count);
  const rows: LineRow[] = keys.current.map((key, index) => ({ key, index }));
  const columns = useMemo(
    () =>
      lineColumns<LineRow>(config, formFields(lines.fields), t, {
        number: (row) => row.index + 1,
        required: true,
        cell: (field, { index }) => (
          <FieldInput
            config={config}
            field={field}
            cell={{
              name: `${lines.field}.${index}.${field.name}`,
              label: t('resources.lines.cell', {
                field: t(lineLabelKey(config, field.name)),
                number: index + 1,
              }),
            }}
          />
        ),
        nested: {
          sets: lines.nested,
          cell: (set, { index }) => (
            <NestedInput
              config={config}
              set={set}
              name={`${lines.field}.${index}.${set.field}`}
              line={index + 1}
            />
          ),
        },
      }),
    [config, lines, t],
  );
  // The number of lines is the array's own error; a line's errors are on its cells.
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <FieldArray name={lines.field}>
      {(helpers) => (
        <Stack gap="sm">
          <DataTable
            caption={t(fieldLabelKey(config, lines.field))}
            columns={columns}
            data={rows}
            getRowId={(row) => String(row.key)}
            rowLabel={(row) => t('resources.lines.line', { number: row.index + 1 })}
            rowActions={{
              render: (row) => (
                <Button
                  size="sm"
                  variant="ghost"
                  intent="danger"
                  isDisabled={count <= lines.min}
                  aria-label={t('resources.lines.removeLine', { number: row.index + 1 })}
                  onPress={() => {
                    keys.current.splice(row.index, 1);
                    helpers.remove(row.index);
                  }}
                >
                  {t('resources.lines.remove')}
                </Button>
              ),
            }}
            emptyMessage={t('resources.lines.empty')}
          />
          {error ? (
            <Alert intent="danger" timeout={null}>
              {error}
            </Alert>
          ) : null}
          <div>
            <Button
              variant="outline"
              intent="neutral"
              isDisabled={lines.max !== undefined && count >= lines.max}
              onPress={() => helpers.push(newLineValues(lines))}
            >
              {t('resources.lines.add')}
            </Button>
          </div>
        </Stack>
      )}
    </FieldArray>
  );
}

/**
 * A line's own lines in a cell of its row: each one's inputs side by side under the names of its fields, a
 * button removing it, and one adding another; while the line has none, what the set says of that (the server
 * fills them). Errors stand on the inputs they belong to (`lines[2].countries[1].countryId`), the set's own
 * (too many) under them.
 */
function NestedInput({
  config,
  set,
  name,
  line,
}: {
  config: ScreenConfig;
  set: NestedLinesInput;
  /** The formik path of the line's list (`lines.2.countries`). */
  name: string;
  /** The line's number, from 1. */
  line: number;
}) {
  const { t } = useTranslation();
  const [{ value }, meta, { setValue }] = useField<unknown>(name);
  const { submitCount } = useFormikContext();
  const count = Array.isArray(value) ? value.length : 0;
  const keys = useLineKeys(count);
  // The field the list follows (the line's stock), one segment up from the list's own path.
  const [{ value: followed }] = useField<unknown>(
    `${name.slice(0, name.lastIndexOf('.'))}.${set.clearedWith ?? set.field}`,
  );
  const seen = useRef(followed);
  useEffect(() => {
    if (!set.clearedWith || seen.current === followed) return;
    seen.current = followed;
    void setValue([], false);
  }, [followed, set.clearedWith, setValue]);
  const label = (field: string) => t(`resources.${set.resource}.fields.${field}`);
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  // The fields side by side, each at least its width, then the button removing the one of the row.
  const widths = set.fields.map((_, index) => `minmax(${set.widths?.[index] ?? '10rem'}, 1fr)`);
  const columns = { gridTemplateColumns: `${widths.join(' ')} auto` };
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <div className={styles.nested}>
          {count === 0 ? (
            <p className={styles.nestedHint}>{t(set.texts.empty)}</p>
          ) : (
            <div className={styles.nestedGrid} style={columns}>
              {set.fields.map((field) => (
                // The inputs have names of their own; the headers only show which is which.
                <span key={field.name} className={styles.nestedHeader} aria-hidden="true">
                  {label(field.name)}
                </span>
              ))}
              <span aria-hidden="true" />
              {keys.current.map((key, index) => (
                <Fragment key={key}>
                  {set.fields.map((field) => (
                    <FieldInput
                      key={field.name}
                      config={config}
                      field={field}
                      cell={{
                        name: `${name}.${index}.${field.name}`,
                        label: t(set.texts.cell, { field: label(field.name), number: index + 1, line }),
                      }}
                    />
                  ))}
                  <div className={styles.nestedRemove}>
                    {/* A cross, named to screen readers: the line's own button beside says "remove" in words. */}
                    <Button
                      size="sm"
                      variant="ghost"
                      intent="danger"
                      iconOnly
                      aria-label={t(set.texts.removeLabel, { number: index + 1, line })}
                      onPress={() => {
                        keys.current.splice(index, 1);
                        helpers.remove(index);
                      }}
                    >
                      <X size={16} aria-hidden="true" />
                    </Button>
                  </div>
                </Fragment>
              ))}
            </div>
          )}
          {error ? <p className={styles.nestedError}>{error}</p> : null}
          <div className={styles.nestedAdd}>
            <Button
              size="sm"
              variant="outline"
              intent="neutral"
              isDisabled={set.max !== undefined && count >= set.max}
              aria-label={t(set.texts.addLabel, { line })}
              onPress={() => helpers.push(newNestedValues(set))}
            >
              {t(set.texts.add)}
            </Button>
          </div>
        </div>
      )}
    </FieldArray>
  );
}
