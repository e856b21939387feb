/** The lines of a document in the view: a read-only table, each value in the reader's format. */
import { DataTable, type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import type { RowData } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './details.css.ts';
import { FieldValue, fieldLabelKey, isNumeric, lineLabelKey } from './fields.tsx';
import type { Field, Lines, Row, ScreenConfig } from './screen-config.ts';

/** The columns of a document's lines: the line's number, then one per field, each cell drawn by `draw`. */
export function lineColumns<L extends RowData>(
  config: ScreenConfig,
  fields: readonly Field[],
  t: TFunction,
  draw: {
    number: (line: L) => number;
    cell: (field: Field, line: L) => ReactNode;
    /** Marks the headers of required fields (in the form). */
    required?: boolean;
    /** Lines numbers up on their places (read-only values; inputs keep their own alignment). */
    alignNumbers?: boolean;
  },
): DataTableColumns<L> {
  const col = dataTableColumns<L>();
  return col.columns([
    col.display({
      id: 'number',
      header: () => t('resources.lines.number'),
      cell: (info) => draw.number(info.row.original),
    }),
    ...fields.map((field) =>
      col.display({
        id: field.name,
        header: () => (
          <>
            {t(lineLabelKey(config, field.name))}
            {draw.required && field.required ? (
              <span className={styles.requiredMark} aria-hidden="true">
                *
              </span>
            ) : null}
          </>
        ),
        cell: (info) => draw.cell(field, info.row.original),
        meta: { numeric: draw.alignNumbers === true && isNumeric(field) },
      }),
    ),
  ]) as DataTableColumns<L>;
}

/** A line's value in the view, with the field the lines show under it (`Lines.viewDetails`) when it has one. */
function LineValue({
  config,
  lines,
  field,
  line,
}: {
  config: ScreenConfig;
  lines: Lines;
  field: Field;
  line: Row;
}) {
  const under = lines.viewDetails[field.name];
  const detail = under === undefined ? undefined : lines.fields.find((candidate) => candidate.name === under);
  const shown =
    detail && line[detail.name] !== null && line[detail.name] !== undefined && line[detail.name] !== '';
  return (
    <>
      <FieldValue config={config} field={field} row={line} />
      {shown ? (
        <span className={styles.lineDetail}>
          <FieldValue config={config} field={detail} row={line} />
        </span>
      ) : null}
    </>
  );
}

export function LinesTable({ config, lines, row }: { config: ScreenConfig; lines: Lines; row: Row }) {
  const { t } = useTranslation();
  const saved = row[lines.field];
  const data = useMemo(
    () =>
      (Array.isArray(saved) ? (saved as Record<string, unknown>[]) : []).map(
        // Its number stands in for the line's id: a table's rows need one.
        (line, index) => ({ ...line, id: index + 1 }) as Row,
      ),
    [saved],
  );
  const columns = useMemo(
    () =>
      lineColumns<Row>(config, lines.viewFields, t, {
        number: (line) => line.id,
        cell: (field, line) => <LineValue config={config} lines={lines} field={field} line={line} />,
        alignNumbers: true,
      }),
    [config, lines, t],
  );
  return (
    <DataTable
      caption={t(fieldLabelKey(config, lines.field))}
      columns={columns}
      data={data}
      getRowId={(line) => String(line.id)}
      rowLabel={(line) => t('resources.lines.line', { number: line.id })}
      emptyMessage={t('resources.lines.empty')}
    />
  );
}
