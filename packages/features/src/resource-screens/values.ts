/**
 * Between rows of the API and formik values. The form holds text for strings, numbers and dates (the
 * inputs are text boxes), booleans, keys for enums and references, and an `Attachment` for a file with
 * its media type; the API takes `null` for an empty optional field and the file as base64 beside its
 * media-type field.
 */
import { geoJsonOf, placeOf } from './geolocation.ts';
import type { Field, Lines, NestedLinesInput, Row, ScreenConfig } from './screen-config.ts';

export type FormValues = Record<string, unknown>;

export interface AttachmentValue {
  content: string;
  contentType: string;
}

/** Fields a person fills in: read-only fields and media types (edited with their file) stay out. */
export function formFields(fields: readonly Field[]): Field[] {
  return fields.filter((field) => !field.readOnly && field.contentTypeOf === undefined);
}

function initialValue(field: Field, row: Row | undefined, decimalSeparator: string): unknown {
  const value = row ? row[field.name] : undefined;
  if (field.input === 'geolocation') return placeOf(value, decimalSeparator);
  switch (field.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? value : field.default === true;
    case 'integer':
      if (typeof value === 'number') return String(value);
      if (typeof value === 'string') return value;
      return row === undefined && typeof field.default === 'number' ? String(field.default) : '';
    case 'decimal': {
      // Shown as the reader writes it ("0,8000" in Indonesian); a comma is read back as a point.
      const text =
        typeof value === 'number' || typeof value === 'string'
          ? String(value)
          : row === undefined && typeof field.default === 'number'
            ? String(field.default)
            : '';
      return text.replace('.', decimalSeparator);
    }
    case 'enum':
      if (typeof value === 'string') return value;
      return row === undefined && typeof field.default === 'string' ? field.default : null;
    case 'reference':
      return typeof value === 'number' ? value : null;
    case 'file': {
      const contentType = field.contentTypeField && row ? row[field.contentTypeField] : undefined;
      return typeof value === 'string' && value && typeof contentType === 'string'
        ? ({ content: value, contentType } satisfies AttachmentValue)
        : null;
    }
    default:
      return typeof value === 'string' ? value : '';
  }
}

/**
 * formik's initial values: the row's (when editing) or the registry's defaults, decimals written with the
 * reader's separator.
 */
export function toFormValues(fields: readonly Field[], row?: Row, decimalSeparator = '.'): FormValues {
  return Object.fromEntries(
    formFields(fields).map((field) => [field.name, initialValue(field, row, decimalSeparator)]),
  );
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

/** An exact decimal as the API takes it: the text typed, a decimal comma made a point, never a float. */
export function toDecimalText(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value.trim().replace(',', '.');
}

/**
 * The body of a create (without `id`) or an update (with it). Every writable field is sent, empty ones
 * as `null`, so an update clears what the person emptied.
 */
export function toBody(fields: readonly Field[], values: FormValues, id?: number): Record<string, unknown> {
  const body: Record<string, unknown> = id === undefined ? {} : { id };
  for (const field of formFields(fields)) {
    const value = values[field.name];
    if (field.input === 'geolocation') {
      body[field.name] = geoJsonOf(value);
      continue;
    }
    switch (field.kind) {
      case 'boolean':
        body[field.name] = value === true;
        break;
      case 'integer':
      case 'decimal':
        body[field.name] = field.exact ? toDecimalText(value) : toNumber(value);
        break;
      case 'reference':
        body[field.name] = toNumber(value);
        break;
      case 'enum':
        body[field.name] = typeof value === 'string' && value ? value : null;
        break;
      case 'file': {
        const attachment = value as AttachmentValue | null | undefined;
        body[field.name] = attachment?.content ?? null;
        if (field.contentTypeField) body[field.contentTypeField] = attachment?.contentType ?? null;
        break;
      }
      default: {
        const text = typeof value === 'string' ? value.trim() : '';
        body[field.name] = text === '' ? null : text;
      }
    }
  }
  return body;
}

/** A line's own lines as the form holds them (none for a new line), each saved one with its id. */
function nestedValues(
  lines: Pick<Lines, 'nested'>,
  line: Record<string, unknown> | undefined,
  decimalSeparator: string,
): FormValues {
  return Object.fromEntries(
    lines.nested.map((set) => {
      const saved = line?.[set.field];
      const entries = Array.isArray(saved) ? (saved as Record<string, unknown>[]) : [];
      return [
        set.field,
        entries.map((entry) => ({
          ...(typeof entry.id === 'number' ? { id: entry.id } : {}),
          ...toFormValues(set.fields, entry as Row, decimalSeparator),
        })),
      ];
    }),
  );
}

/** A new one of a line's own lines, every field empty. */
export const newNestedValues = (set: NestedLinesInput): FormValues => toFormValues(set.fields);

/**
 * A line's own lines as the API writes them; a set the server fills when left out (`leftOutWhenEmpty`) is
 * not sent while the line has none of it.
 */
function nestedBody(lines: Pick<Lines, 'nested'>, line: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const set of lines.nested) {
    const entries = Array.isArray(line[set.field]) ? (line[set.field] as FormValues[]) : [];
    if (entries.length === 0 && set.leftOutWhenEmpty) continue;
    body[set.field] = entries.map((entry) =>
      toBody(set.fields, entry, typeof entry.id === 'number' ? entry.id : undefined),
    );
  }
  return body;
}

/** A new line's values: the config's `newLine`, the fields it leaves out empty or at their default. */
export function newLineValues(lines: Lines): FormValues {
  const given = lines.newLine();
  const set = lines.fields.filter((field) => Object.hasOwn(given, field.name));
  return {
    ...toFormValues(lines.fields),
    ...toFormValues(set, given as Row),
    ...nestedValues(lines, {}, '.'),
  };
}

/** The values of a line's fields the form does not show (`Lines.keeps`), as they were saved. */
const keptOf = (lines: Pick<Lines, 'keeps'>, line: Record<string, unknown>) =>
  Object.fromEntries(
    lines.keeps.filter((name) => Object.hasOwn(line, name)).map((name) => [name, line[name]]),
  );

/**
 * A saved line's values; its `id`, when it has one, goes back with it so the server keeps the line, and so
 * do the fields the form keeps as they were.
 */
function lineValues(lines: Lines, line: Record<string, unknown>, decimalSeparator: string): FormValues {
  const values = {
    ...keptOf(lines, line),
    ...toFormValues(lines.fields, line as Row, decimalSeparator),
    ...nestedValues(lines, line, decimalSeparator),
  };
  return typeof line.id === 'number' ? { id: line.id, ...values } : values;
}

type Document = Pick<ScreenConfig, 'fields' | 'lines' | 'fixed'>;

/** formik's initial values of a screen: its fields and, for a document, its lines (a new one starts with the fewest). */
export function screenValues(config: Document, row?: Row, decimalSeparator = '.'): FormValues {
  const values = toFormValues(config.fields, row, decimalSeparator);
  for (const lines of config.lines) {
    const saved = row?.[lines.field];
    values[lines.field] = Array.isArray(saved)
      ? saved.map((line: Record<string, unknown>) => lineValues(lines, line, decimalSeparator))
      : Array.from({ length: lines.min }, () => newLineValues(lines));
  }
  return values;
}

/**
 * The body of a create or an update of a screen: its fields, for a document its lines, and the values
 * the page sets.
 */
export function screenBody(config: Document, values: FormValues, id?: number): Record<string, unknown> {
  const body = { ...toBody(config.fields, values, id), ...config.fixed };
  for (const lines of config.lines) {
    const entries = Array.isArray(values[lines.field]) ? (values[lines.field] as FormValues[]) : [];
    body[lines.field] = entries.map((line) => ({
      ...keptOf(lines, line),
      ...toBody(lines.fields, line, typeof line.id === 'number' ? line.id : undefined),
      ...nestedBody(lines, line),
    }));
  }
  return body;
}

/**
 * The body of an update: the form's over the stored values of the fields the contract requires on every
 * PUT (required, or with a default) that the form does not show, such as a unit's status and locks, which
 * only the view's switches change. Left out, they would be refused, never kept.
 */
export function updateBody(
  config: Document & Pick<ScreenConfig, 'resource'>,
  values: FormValues,
  row: Row,
): Record<string, unknown> {
  const shown = new Set(config.fields.map((field) => field.name));
  const kept = config.resource.fields.filter(
    (field) =>
      !field.readOnly &&
      !shown.has(field.name) &&
      (field.required || field.default !== undefined) &&
      row[field.name] !== undefined,
  );
  return {
    ...Object.fromEntries(kept.map((field) => [field.name, row[field.name]])),
    ...screenBody(config, values, row.id),
  };
}
