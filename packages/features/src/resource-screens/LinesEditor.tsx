/**
 * The lines of a document in the form: a table with an input in every cell (each with its own label for
 * screen readers), errors on the cells they belong to (the schema's and the server's, such as
 * `lines[2].quantity`), and buttons to add and remove lines within the config's bounds.
 */
import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { DataTable } from '@vlegal/ui/DataTable';
import { Stack } from '@vlegal/ui/Layout';
import { FieldArray, useField, useFormikContext } from 'formik';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from './fieldInputs.tsx';
import { fieldLabelKey, lineLabelKey } from './fields.tsx';
import { lineColumns } from './LinesTable.tsx';
import type { Lines, ScreenConfig } from './screen-config.ts';
import { formFields, newLineValues } from './values.ts';

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
