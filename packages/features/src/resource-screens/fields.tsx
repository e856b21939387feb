/**
 * One read-only value per field kind of the registry, and the text keys of fields and values: the
 * generic list and view render every field through these, so a resource never needs its own field
 * code. The inputs of the form are in `fieldInputs.tsx`, apart, so lists and views load no form code.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { Image } from '@vlegal/ui/Image';
import { Link } from '@vlegal/ui/Link';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatDecimalText, formatNumber } from '../i18n/format.ts';
import { type ItemSource, itemQueryOptions, rowOf } from './data.ts';
import { geometryOf } from './geolocation.ts';
import type { Field, Row, ScreenConfig } from './screen-config.ts';
import type { Translate } from './schema.ts';
import { screenOf } from '../screen-targets.ts';
import { Unresolved } from './Unresolved.tsx';

export type { Field };

/** How long a looked-up row stays fresh. */
export const LOOKUP_STALE_MS = 5 * 60_000;

export function fieldLabelKey(config: ScreenConfig, name: string): string {
  return `resources.${config.resource.key}.fields.${name}`;
}

/** The label of a field of a document's lines. */
export function lineLabelKey(config: ScreenConfig, name: string): string {
  return `resources.${config.resource.key}.lineFields.${name}`;
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

/** The screen a reference field looks its rows up with: the config's own for it, or its target's. */
export function targetOf(config: ScreenConfig, field: Field): ScreenConfig | undefined {
  if (field.kind !== 'reference' || !field.references) return undefined;
  return config.targets[field.name] ?? screenOf(field.references);
}

/** A row a page refers to, and its label. */
interface Referenced {
  row: Row;
  label: string;
}

/** The rows a page refers to, by target resource and id: read for the whole page at once. */
const PageReferences = createContext<ReadonlyMap<string, ReadonlyMap<number, Referenced>> | null>(null);

/** Whether a list shows a number: its column lines up on the places (see `DataTableColumnMeta`). */
export const isNumeric = (field: Pick<Field, 'kind'> | undefined) =>
  field?.kind === 'decimal' || field?.kind === 'integer';

/**
 * Reads every row the page's reference columns (and the config's `reads`) point to with one list call
 * per target resource (`?id=…`), instead of one call per cell; the cells inside read them from here.
 */
export function ReferenceLabelsOfPage({
  config,
  rows,
  children,
}: {
  config: ScreenConfig;
  rows: readonly Row[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const targets = new Map<string, { screen: ScreenConfig; ids: Set<number> }>();
  for (const field of config.resource.fields) {
    const screen = targetOf(config, field);
    const read = config.columns.includes(field.name) || config.reads?.includes(field.name) === true;
    if (!screen || !read) continue;
    const entry = targets.get(screen.resource.key) ?? { screen, ids: new Set<number>() };
    for (const row of rows) if (typeof row[field.name] === 'number') entry.ids.add(row[field.name] as number);
    if (entry.ids.size) targets.set(screen.resource.key, entry);
  }
  const batches = [...targets.values()].map(({ screen, ids }) => ({
    screen,
    ids: [...ids].sort((a, b) => a - b),
  }));
  const answers = useQueries({
    queries: batches.map(({ screen, ids }) => ({
      queryKey: [`/api/${screen.resource.path}`, { id: ids }] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        screen.api.list({ id: ids, size: ids.length }, { signal }),
      staleTime: LOOKUP_STALE_MS,
      retry: false,
    })),
  });
  const referenced = new Map<string, ReadonlyMap<number, Referenced>>();
  batches.forEach(({ screen }, index) => {
    const byId = new Map<number, Referenced>();
    const data = answers[index]?.data?.data;
    if (Array.isArray(data))
      for (const row of data as Row[]) byId.set(row.id, { row, label: screen.rowLabel(row, t) });
    referenced.set(screen.resource.key, answers[index]?.isPending ? PENDING : byId);
  });
  return <PageReferences.Provider value={referenced}>{children}</PageReferences.Provider>;
}

/** The rows of a target whose page read has not answered yet. */
const PENDING: ReadonlyMap<number, Referenced> = new Map();

/** The label of a referenced row (a bar while it loads, "not available" when it cannot be read). */
export function ReferenceLabel({ target, id }: { target: ScreenConfig; id: number }) {
  // A target the page did not read at once (a cell choosing among several) is read on its own.
  const rows = useContext(PageReferences)?.get(target.resource.key);
  if (!rows) return <FetchedLabel target={target} id={id} />;
  return <>{rows.get(id)?.label ?? <Unresolved pending={rows === PENDING} />}</>;
}

/**
 * A row the list's page read for one of its references (a column's, or one of the config's `reads`), and
 * its label; undefined while it loads, when it is gone, or outside a list.
 */
export function useReferencedRow(target: ScreenConfig | undefined, id: unknown): Referenced | undefined {
  const rows = useContext(PageReferences);
  if (!target || typeof id !== 'number') return undefined;
  return rows?.get(target.resource.key)?.get(id);
}

/**
 * One row of a resource read on its own and kept a few minutes (a few such rows serve a whole page, the
 * type of each log, the company of each unit); undefined for no id, while it loads, or when it is gone.
 */
export function useLookupRow(target: ItemSource, id: unknown): Row | undefined {
  const answer = useQuery({
    ...itemQueryOptions(target, typeof id === 'number' ? id : 0),
    enabled: typeof id === 'number',
    staleTime: LOOKUP_STALE_MS,
    retry: false,
  });
  return rowOf(answer.data);
}

/** A reference outside a list page (a view): its row read on its own. */
function FetchedLabel({ target, id }: { target: ScreenConfig; id: number }) {
  const { t } = useTranslation();
  const answer = useQuery({ ...itemQueryOptions(target, id), staleTime: LOOKUP_STALE_MS, retry: false });
  const row = rowOf(answer.data);
  return <>{row ? target.rowLabel(row, t) : <Unresolved pending={answer.isPending} />}</>;
}

/** Fraction digits a decimal is shown with: its column's scale. */
const decimalsOf = (field: Field) => field.scale ?? 3;
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A field's value for reading: translated enums and booleans, labels of references, files; dates, moments
 * (in Jakarta time) and numbers in the one format of the reader's language (`i18n/format.ts`).
 */
export function FieldValue({ config, field, row }: { config: ScreenConfig; field: Field; row: Row }) {
  const { t, i18n } = useTranslation();
  const value = row[field.name];
  if (value === null || value === undefined || value === '') return <>{t('resources.view.none')}</>;
  if (field.input === 'geolocation') return <>{placeText(value, t, i18n.language)}</>;
  switch (field.kind) {
    case 'boolean':
      return <>{value === true ? t('resources.view.yes') : t('resources.view.no')}</>;
    case 'enum':
      return <>{t(valueLabelKey(config, field.name, String(value)))}</>;
    case 'reference': {
      const target = targetOf(config, field);
      return target && typeof value === 'number' ? (
        <ReferenceLabel target={target} id={value} />
      ) : (
        String(value)
      );
    }
    case 'date':
      return <>{typeof value === 'string' ? formatDate(value, i18n.language) : String(value)}</>;
    case 'timestamp':
      return <>{typeof value === 'string' ? formatDateTime(value, i18n.language) : String(value)}</>;
    case 'decimal':
    case 'integer': {
      if (field.exact && typeof value === 'string' && DECIMAL_TEXT.test(value))
        return <>{formatDecimalText(value, i18n.language, decimalsOf(field))}</>;
      // Exact decimals may come as text ("12.500").
      const number = typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : value;
      return (
        <>
          {typeof number === 'number'
            ? formatNumber(number, i18n.language, field.kind === 'decimal' ? decimalsOf(field) : 0)
            : String(value)}
        </>
      );
    }
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

/** A place kept as GeoJSON, read as the coordinates it was typed as (latitude first); the text if it is none. */
function placeText(value: unknown, t: Translate, language: string): string {
  const geometry = geometryOf(value);
  if (!geometry) return String(value);
  const points = geometry.positions.map(([longitude, latitude]) => ({
    latitude: formatNumber(latitude, language, 7),
    longitude: formatNumber(longitude, language, 7),
  }));
  if (geometry.shape === 'point') return t('resources.geolocation.pointValue', points[0] ?? {});
  return t('resources.geolocation.polygonValue', {
    count: points.length,
    // Decimal commas inside: a corner's two numbers are parted by a semicolon.
    corners: points.map((point) => `(${point.latitude}; ${point.longitude})`).join(' '),
  });
}

/**
 * The value of one column of a row: the config's cell for it (told when it is a list's), else its field's
 * value, else the text.
 */
export function ColumnValue({
  config,
  name,
  row,
  inList,
}: {
  config: ScreenConfig;
  name: string;
  row: Row;
  inList?: boolean;
}) {
  const Cell = config.cells[name];
  if (Cell) return <Cell row={row} screen={config} {...(inList ? { inList } : {})} />;
  // The config's field first: it says how the value was typed (a place's coordinates).
  const byName = (candidate: Field) => candidate.name === name;
  const field = config.fields.find(byName) ?? config.resource.fields.find(byName);
  return field ? <FieldValue config={config} field={field} row={row} /> : String(row[name]);
}
