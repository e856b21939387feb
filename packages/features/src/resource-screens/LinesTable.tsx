/** The lines of a document in the view: a read-only table, each value in the reader's format. */
import { DataTable, type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import type { RowData } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './details.css.ts';
import { FieldValue, fieldLabelKey, isNumeric, lineLabelKey } from './fields.tsx';
import type { Field, Lines, NestedLinesInput, Row, ScreenConfig } from './screen-config.ts';

/**
 * The columns of a document's lines: the line's number, then one per field, each cell drawn by `draw`, and
 * one per set of the line's own lines (`Lines.nested`), drawn by `draw.nested`.
 */
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
    /** The line's own lines of each set, after the fields. */
    nested?: { sets: readonly NestedLinesInput[]; cell: (set: NestedLinesInput, line: L) => ReactNode };
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
    ...(draw.nested?.sets ?? []).map((set) =>
      col.display({
        id: set.field,
        header: () => t(set.texts.column),
        cell: (info) => draw.nested?.cell(set, info.row.original),
      }),
    ),
  ]) as DataTableColumns<L>;
}

/** The names the view shows under a column's value (`Lines.viewDetails`), in order. */
const detailsOf = (lines: Lines, name: string): readonly string[] => [lines.viewDetails[name] ?? []].flat();

/**
 * A line's value in the view, with what the lines show under it (`Lines.viewDetails`): its fields that are
 * filled, and the sets of its own lines.
 */
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
  const filled = (name: string) => line[name] !== null && line[name] !== undefined && line[name] !== '';
  return (
    <>
      <FieldValue config={config} field={field} row={line} />
      {detailsOf(lines, field.name).map((name) => {
        const set = lines.nested.find((candidate) => candidate.field === name);
        if (set)
          return !Array.isArray(line[name]) || line[name].length === 0 ? null : (
            <div key={name} className={styles.lineDetail}>
              <NestedValues config={config} set={set} line={line} />
            </div>
          );
        const detail = lines.fields.find((candidate) => candidate.name === name);
        return detail && filled(name) ? (
          <span key={name} className={styles.lineDetail}>
            <FieldValue config={config} field={detail} row={line} />
          </span>
        ) : null;
      })}
    </>
  );
}

/**
 * A line's own lines in the view: the set's own rendering (`NestedLinesInput.view`), or else each one's
 * values side by side, one a row; "none" while the line has none.
 */
function NestedValues({ config, set, line }: { config: ScreenConfig; set: NestedLinesInput; line: Row }) {
  const { t } = useTranslation();
  const View = set.view;
  if (View) return <View line={line} config={config} />;
  const entries = Array.isArray(line[set.field]) ? (line[set.field] as Record<string, unknown>[]) : [];
  if (entries.length === 0) return <>{t('resources.view.none')}</>;
  return (
    <ul className={styles.nestedValues}>
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a saved line's own lines keep their order
        <li key={index}>
          {set.fields.map((field, at) => (
            <Fragment key={field.name}>
              {at > 0 ? ' – ' : null}
              <FieldValue config={config} field={field} row={{ ...entry, id: index + 1 }} />
            </Fragment>
          ))}
        </li>
      ))}
    </ul>
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
        // A set shown under a column's value has no column of its own.
        nested: {
          sets: lines.nested.filter(
            (set) => !lines.viewFields.some((field) => detailsOf(lines, field.name).includes(set.field)),
          ),
          cell: (set, line) => <NestedValues config={config} set={set} line={line} />,
        },
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
