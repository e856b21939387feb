/** The columns of a screen's table: each configured field, labelled, drawn by its cell, numbers aligned. */
import { type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import { ColumnValue, fieldLabelKey, isNumeric } from './fields.tsx';
import type { Translate } from './schema.ts';
import type { Row, ScreenConfig } from './screen-config.ts';

/** With `sortable`, a column the resource sorts by offers its sort. */
export function screenColumns(config: ScreenConfig, t: Translate, sortable = false): DataTableColumns<Row> {
  const col = dataTableColumns<Row>();
  const { resource } = config;
  return col.columns(
    config.columns.map((name) =>
      col.accessor((row) => row[name], {
        id: name,
        header: () => t(name === 'id' ? 'resources.list.id' : fieldLabelKey(config, name)),
        cell: (info) => <ColumnValue config={config} name={name} row={info.row.original} inList />,
        enableSorting: sortable && resource.sortable.includes(name),
        meta: { numeric: isNumeric(resource.fields.find((field) => field.name === name)) },
      }),
    ),
  ) as DataTableColumns<Row>;
}
