/**
 * What a screen config declares, and `defineScreen` to write one. The registry entry
 * (`@vlegal/domain/resources`) already says everything about fields, bounds, sort, search, filters and
 * references; a config only binds the generated calls and adds what the generic screens cannot derive:
 * cells, sections, the lines of a document and its workflow actions, each optional.
 */
import type { RecordHrefs } from './hrefs.ts';
import type { FieldKind, FieldSpec, SortDirection } from '@vlegal/domain/resources';
import { allows, type RoleRule } from '@vlegal/domain/roles';
import type { ComponentType } from 'react';
import type { Translate } from './schema.ts';
import type { AnyObject, ObjectSchema } from 'yup';

/**
 * A field as the generic screens read it: a registry entry's, or a document line's. Mapped, so that a
 * `FieldSpec<Entity>` is compared with it member by member (its names are strings) rather than by the
 * variance of `FieldSpec`'s parameter.
 */
export type Field = {
  [K in keyof FieldSpec<Record<string, unknown>>]: FieldSpec<Record<string, unknown>>[K];
} & {
  /** How the form takes the field, when not by its kind (see `ScreenInput.inputs`). */
  input?: InputKind;
};

/**
 * Inputs of the form for a field whose value has a shape of its own: `geolocation`, a GeoJSON Point or
 * Polygon held as text, typed as the latitude and longitude of a point or of a polygon's corners.
 */
export type InputKind = 'geolocation';

/**
 * What the generic screens read of a resource: a registry entry, or any declaration of the same shape
 * (a document's).
 */
export interface ScreenResource {
  key: string;
  /** Path segment under `api/` (and `api/_search/`). */
  path: string;
  fields: readonly Field[];
  sortable: readonly string[];
  defaultSort: readonly [string, SortDirection];
  search: readonly string[];
  filters: Readonly<Partial<Record<string, 'eq'>>>;
  /** Pairs of fields in order (`@vlegal/domain/field-order`). */
  inOrder?: readonly (readonly [string, string])[];
  /** Groups of fields of which a row fills one at most (a receipt's raw material or product). */
  exclusive?: readonly (readonly string[])[];
  /** Who writes rows (the registry's `roles`); `create` and `delete` narrow `write` for those two. */
  roles?: { write: RoleRule; create?: RoleRule; delete?: RoleRule };
}

/** A row as the generic screens see it. */
export type Row = Record<string, unknown> & { id: number };

/** The answer of a generated call (the fetch mutator throws on every status that is not 2xx). */
export interface Answer {
  status: number;
  data: unknown;
  headers: Headers;
}

/** Query of list and search calls: paging, sort and the registry's exact-match filters. */
export type ListParams = {
  page?: number;
  size?: number;
  sort?: string[];
  /** Only these rows (`id=…`, repeatable). */
  id?: number[];
} & Record<string, string | number | boolean | string[] | number[] | undefined>;

export type SearchParams = ListParams & { query: string };

/**
 * The six generated calls of one resource (`listCountries`, `searchCountries`, `getCountry`,
 * `createCountry`, `updateCountry`, `deleteCountry`). Method syntax lets each generated signature,
 * typed with its own parameter and body types, stand in for the generic one.
 */
export interface ResourceCalls {
  list(params: ListParams, options?: RequestInit): Promise<Answer>;
  search(params: SearchParams, options?: RequestInit): Promise<Answer>;
  get(id: number, options?: RequestInit): Promise<Answer>;
  create(body: never, options?: RequestInit): Promise<Answer>;
  update(body: never, options?: RequestInit): Promise<Answer>;
  remove(id: number, options?: RequestInit): Promise<Answer>;
}

/**
 * The calls of a resource that only reads (the ledger, the units of the company): its writes are refused by
 * the contract, so a screen never offers them and a call would fail.
 */
export const readCalls = (calls: Pick<ResourceCalls, 'list' | 'search' | 'get'>): ResourceCalls => {
  const refused = () => Promise.reject(new Error('this resource is read only'));
  return { ...calls, create: refused, update: refused, remove: refused };
};

type FieldName<T> = Extract<keyof T, string>;

/** A field of a document's lines: a registry field's shape, without files. */
export type LineField = Omit<Field, 'kind' | 'contentTypeField' | 'contentTypeOf'> & {
  kind: Exclude<FieldKind, 'file'>;
};

/** The fields a document's line is written with: its resource's, but those the server sets. */
export const lineFieldsOf = (fields: readonly Field[]): readonly LineField[] =>
  fields.filter((field) => !field.readOnly && field.kind !== 'file') as readonly LineField[];

/** A titled group of fields of the form (a fieldset) and the view (a card). */
export interface SectionInput<T> {
  /** Text key of the title. */
  title: string;
  fields: readonly FieldName<T>[];
  /** Shown after the document's lines (the totals that sum them), in the form and the view. */
  afterLines?: boolean;
  /** Shown at the top of the section in the form: what the values typed so far come to (a yield). */
  live?: ComponentType;
  /** Whether the view shows it for a row (a licence's facts once it is issued); always when left out. */
  shown?: (row: T) => boolean;
  /**
   * Shown in the view at the end of the section's card, under its values: what they alone do not say, read
   * by the part itself (a V-Legal's subtotals per HS code). It renders nothing when it has nothing to add.
   */
  after?: ComponentType<{ row: T; config: ScreenConfig }>;
}

/**
 * A message above a record in its view, while the row is in a state it concerns: the text of one of its
 * fields under a title (the reason an application was rejected).
 */
export interface NoticeInput<T> {
  field: FieldName<T>;
  /** Text key of the title. */
  title: string;
  intent: 'info' | 'warning' | 'danger';
  when: (row: T) => boolean;
}

/**
 * A file the server prints of a row (a licence as PDF), a button of the view for every reader; the answer's
 * body is saved under the name its `Content-Disposition` gives.
 */
export interface PrintInput<T> {
  name: string;
  /** Text key of the button, by the row (a draft prints otherwise than an issued licence). */
  label: (row: T) => string;
  /** Text key of the message when the file could not be had. */
  failed: string;
  run: (row: T, options?: RequestInit) => Promise<Answer>;
}

/** The lines of a document: an array field of the row, edited as a table. */
export interface LinesInput<T> {
  /** The row's field holding the lines; labelled like any field (`resources.<key>.fields.<field>`). */
  field: FieldName<T>;
  /** The fields of one line, in column order; labelled `resources.<key>.lineFields.<name>`. */
  fields: readonly LineField[];
  /** The columns of the view's table, when it shows more than is typed (a line's value); default `fields`. */
  viewFields?: readonly LineField[];
  /**
   * In the view's table, fields shown as quieter lines under a column's value rather than in columns of
   * their own (a line's description under its stock), by the column's field; a set of the line's own lines
   * (`nested`) too (a line's countries of harvest), which then has no column in the view.
   */
  viewDetails?: Readonly<Record<string, string | readonly string[]>>;
  /** Fewest lines (default 0); a new document starts with that many. */
  min?: number;
  /** Most lines (default: no limit). */
  max?: number;
  /** A new line's values as the API writes them; fields it leaves out start empty or at their default. */
  newLine?: () => Record<string, unknown>;
  /**
   * The line's stock reference, when each line takes its volume out of that stock (a sale's, a
   * production's sources): the form does not send more than a stock holds (`stockCheck.ts`).
   */
  takesFrom?: string;
  /** Fields of a saved line the form does not show, sent back as they were (a note typed elsewhere). */
  keeps?: readonly string[];
  /** Each line's own lines (a V-Legal line's species and their countries of harvest), a column each. */
  nested?: readonly NestedLinesInput[];
}

/**
 * A line's own lines: an array field of each line, written with it, whose rows are a few small fields side
 * by side (a species and its country of harvest). The form edits them in a column of the line's row, as a
 * short list with a button to add one and one to remove each; the view lists them in that column. The texts
 * are the screen's own text keys.
 */
export interface NestedLinesInput {
  /** The line's field holding them. */
  field: string;
  /** The registry key of one: its fields are labelled `resources.<resource>.fields.<name>`. */
  resource: string;
  /** The fields of one, in order (those the server sets left out); read and looked up as a line's fields. */
  fields: readonly LineField[];
  texts: {
    /** The column's header. */
    column: string;
    /** An input's own label, read by screen readers: `{{field}}` of the `{{number}}`th one, on line `{{line}}`. */
    cell: string;
    /** The button adding one to line `{{line}}`: its text, and its name to screen readers. */
    add: string;
    addLabel: string;
    /** The name of the button removing the `{{number}}`th one of line `{{line}}` (a cross, to the eye). */
    removeLabel: string;
    /** What the cell says while the line has none. */
    empty: string;
  };
  /** Most of them on a line (default: no limit). */
  max?: number;
  /** The least width of each field's input, in order (default 10rem): a species' name needs more than a country's. */
  widths?: readonly string[];
  /**
   * A line with none leaves the field out of the body instead of sending an empty list: the server fills it
   * then (a V-Legal line's countries, from the receipts that fed its stock).
   */
  leftOutWhenEmpty?: boolean;
  /**
   * A field of the line whose change empties the list (a line's stock: the countries were its receipts'),
   * so that, left out, the server fills it again for the new value.
   */
  clearedWith?: string;
  /** The view's rendering of a line's list, in place of each one's values side by side (`NestedValues`). */
  view?: ComponentType<{ line: Row; config: ScreenConfig }>;
}

/**
 * A button of the view's header, after the files it prints, that opens a part of the screen's own (a dialog
 * mailing a document): it renders its button and what the button opens, and decides itself whom it shows to,
 * the server listing no such step in `allowedActions`. It renders nothing for a reader it is not for.
 */
export type Tool<T> = ComponentType<{ row: T; config: ScreenConfig; hrefs?: RecordHrefs }>;

/**
 * A workflow step of a row (submit, approve, cancel …). The server decides which steps a row allows:
 * the view offers one only when the row it answered lists its `name` in `allowedActions`.
 */
export interface ActionInput<T> {
  name: string;
  /** Text key of the button. */
  label: string;
  intent?: 'primary' | 'neutral' | 'danger';
  /** Text key of the question asked first (`{{label}}` is the row's label); without it the step runs at once. */
  confirm?: string;
  /** The step asks why (a cancellation): the question shows a required reason, sent with the step. */
  asksReason?: boolean;
  /** Text key of what becomes of the reason, where it is not kept with a reversal of the books. */
  reasonHint?: string;
  /** Text key of the sentence once the step is done (`{{label}}` is the row's label). */
  done: string;
  run: (row: T, options?: RequestInit, reason?: string) => Promise<Answer>;
  /**
   * What the person reads when the server refuses the step for a reason of its own (not enough stock),
   * in place of the general failure; undefined for any other failure.
   */
  refusal?: (error: unknown, t: Translate, language: string) => string | undefined;
}

/**
 * Renders one column's value of a row in the list and the view, in place of the field's default value;
 * it is told the screen it is on, so one cell serves several resources, and whether it is a list's (where
 * it may add what a view says elsewhere, in its title).
 */
export type Cell<T> = ComponentType<{ row: T; screen: ScreenConfig; inList?: boolean }>;

/**
 * What the view shows of a row beyond its fields and lines, after them: a part the generic view cannot
 * derive (a V-Legal's verification checklist), which reads what it needs itself.
 */
export type Panel<T> = ComponentType<{ row: T; config: ScreenConfig }>;

export interface ScreenInput<T> {
  api: ResourceCalls;
  /**
   * How a row is named in lookups, action labels and headings; given `t` where a row is one of several
   * to choose from or name (a lookup's options, a reference), so a label may add words of its own.
   */
  rowLabel: (row: T, t?: Translate) => string;
  /** A second line under a lookup's option, to choose by (the balance a stock holds now). */
  optionDetail?: (row: T, t: Translate, language: string) => string | undefined;
  /** Columns of the list (default: every field that is neither a file nor a media type). */
  columns?: readonly (FieldName<T> | 'id')[];
  /** Fields of the form and the view, in order (default: every field of the registry entry). */
  fields?: readonly FieldName<T>[];
  /** Titled groups of fields, in place of `fields` (default: one untitled group of `fields`). */
  sections?: readonly SectionInput<T>[];
  /** Values of columns (and of the view's fields) rendered by the screen itself. */
  cells?: Partial<Record<FieldName<T> | 'id', Cell<T>>>;
  /** Fields the form takes with an input of their own rather than their kind's (a harvest plot's coordinates). */
  inputs?: Partial<Record<FieldName<T>, InputKind>>;
  /**
   * Lookups of reference fields whose target has no screen among the app's reference targets (a transfer's
   * stock and receiving unit, a production line's stock), by field of the row or of its lines.
   */
  targets?: Readonly<Record<string, ScreenConfig>>;
  /**
   * Reference fields whose rows a list reads for its whole page though they are no column: what its cells
   * show beside a value (the item a stock's quantities are counted in, the sub-contractor holding it).
   */
  reads?: readonly FieldName<T>[];
  /** The lines of a document: one set, or several (a production's sources and outputs). */
  lines?: readonly LinesInput<T>[];
  /** Workflow steps, in the order of their buttons. */
  actions?: readonly ActionInput<T>[];
  /** Messages above the record in its view. */
  notices?: readonly NoticeInput<T>[];
  /** Files the view offers to download, after the steps. */
  prints?: readonly PrintInput<T>[];
  /** Parts of the view after the record's sections and lines. */
  panels?: readonly Panel<T>[];
  /** Buttons of the view's header opening a part of the screen's own, after the prints. */
  tools?: readonly Tool<T>[];
  /**
   * The record's history in its view, in place of the generic trail (created, last changed, cancelled): a
   * document whose steps are recorded one by one (a V-Legal's submissions and decisions).
   */
  trail?: Panel<T>;
  /**
   * The field naming the one stock a document takes its `volumeM3` from itself (a transfer's
   * `fromStockId`): the form does not send more than the stock holds, as it does for lines (`takesFrom`).
   */
  takesFrom?: FieldName<T>;
  /** Rules beyond the contract's bounds, added to the schema derived from the registry. */
  schema?: (
    base: ObjectSchema<AnyObject>,
    t: (key: string, options?: Record<string, unknown>) => string,
  ) => ObjectSchema<AnyObject>;
}

export interface Section {
  /** Text key; the default section has none. */
  title?: string;
  fields: readonly Field[];
  afterLines?: boolean;
  live?: ComponentType;
  shown?: (row: Row) => boolean;
  after?: ComponentType<{ row: Row; config: ScreenConfig }>;
}

export interface Lines {
  field: string;
  fields: readonly Field[];
  viewFields: readonly Field[];
  viewDetails: Readonly<Record<string, string | readonly string[]>>;
  min: number;
  max?: number;
  newLine: () => Record<string, unknown>;
  takesFrom?: string;
  keeps: readonly string[];
  nested: readonly NestedLinesInput[];
}

export type Action = ActionInput<Row>;
export type Notice = NoticeInput<Row>;
export type Print = PrintInput<Row>;

/** A config as the generic screens read it. */
export interface ScreenConfig<R extends ScreenResource = ScreenResource> {
  resource: R;
  /**
   * Values the page sets rather than the person (the owner a screen is scoped to): written in every
   * body over the form's, and left out of form and list by the config's `fields` and `columns`.
   */
  fixed?: Readonly<Record<string, unknown>>;
  /**
   * Authorities of the signed-in account (`withAuthorities`): new, edit and delete are offered only when
   * they include one of the resource's write roles. Without them the screens offer what the row allows.
   */
  authorities?: readonly string[];
  /**
   * Screens of a record the page offers (`withOffers`), beside the account's roles and the row's say: a page
   * leaves out those its people may not open (a profile without a view of one unit). All by default.
   */
  offers?: Offers;
  api: ResourceCalls;
  rowLabel: (row: Row, t?: Translate) => string;
  optionDetail?: (row: Row, t: Translate, language: string) => string | undefined;
  columns: readonly string[];
  /** Every field of the form and the view, in order (those of all sections). */
  fields: readonly Field[];
  sections: readonly Section[];
  cells: Readonly<Partial<Record<string, Cell<Row>>>>;
  /** Lookups of reference fields, by field, beside the app's reference targets. */
  targets: Readonly<Partial<Record<string, ScreenConfig>>>;
  /** Reference fields read for a list's page beside its columns' (see `ScreenInput.reads`). */
  reads?: readonly string[];
  /** The line sets of a document, in order (none for any other resource). */
  lines: readonly Lines[];
  actions: readonly Action[];
  notices: readonly Notice[];
  prints: readonly Print[];
  /** Parts of the view after the record's sections and lines (none for most resources). */
  panels?: readonly Panel<Row>[];
  /** Buttons of the view's header opening a part of the screen's own (none for most resources). */
  tools?: readonly Tool<Row>[];
  /** The record's history in its view, when not the generic trail. */
  trail?: Panel<Row>;
  /** The field naming the stock the document itself takes from (see `ScreenInput.takesFrom`). */
  takesFrom?: string;
  schema?: ScreenInput<Row>['schema'];
}

const isListed = (field: Field) => field.kind !== 'file' && field.contentTypeOf === undefined;

/** A resource with its entity type: a registry entry carries it, a document's declaration names it. */
export type ResourceOf<T> = Omit<ScreenResource, 'fields'> & {
  fields: readonly FieldSpec<T>[];
  readonly __entity?: T;
};

/** A screen config for one resource; the entity type comes from the resource. */
export function defineScreen<T extends { id: number }, R extends ScreenResource>(
  resource: R & ResourceOf<T>,
  input: ScreenInput<T>,
): ScreenConfig<R> {
  const generic: ScreenResource = resource;
  const inputs: Partial<Record<string, InputKind>> = input.inputs ?? {};
  const withInput = (field: Field): Field => {
    const kind = inputs[field.name];
    return kind ? { ...field, input: kind } : field;
  };
  const byName = new Map(generic.fields.map((field) => [field.name, withInput(field)]));
  const pick = (names: readonly string[]) =>
    names.map((name) => {
      const field = byName.get(name);
      if (!field) throw new Error(`${generic.key} has no field ${name}`);
      return field;
    });
  if (input.fields && input.sections) throw new Error(`${generic.key}: give fields or sections, not both`);
  const sections: Section[] = input.sections
    ? input.sections.map(({ fields, ...section }) => ({
        ...(section as Omit<SectionInput<Row>, 'fields'>),
        fields: pick(fields),
      }))
    : [{ fields: pick(input.fields ?? generic.fields.map((field) => field.name)) }];
  const { lines } = input;
  return {
    resource,
    api: input.api,
    rowLabel: input.rowLabel as unknown as ScreenConfig['rowLabel'],
    ...(input.optionDetail
      ? { optionDetail: input.optionDetail as unknown as NonNullable<ScreenConfig['optionDetail']> }
      : {}),
    columns: input.columns ?? generic.fields.filter(isListed).map((field) => field.name),
    fields: sections.flatMap((section) => section.fields),
    sections,
    cells: (input.cells ?? {}) as ScreenConfig['cells'],
    targets: (input.targets ?? {}) as ScreenConfig['targets'],
    ...(input.reads ? { reads: input.reads } : {}),
    lines: (lines ?? []).map((set) => ({
      field: set.field,
      fields: set.fields,
      viewFields: set.viewFields ?? set.fields,
      viewDetails: set.viewDetails ?? {},
      min: set.min ?? 0,
      ...(set.max === undefined ? {} : { max: set.max }),
      newLine: set.newLine ?? (() => ({})),
      ...(set.takesFrom === undefined ? {} : { takesFrom: set.takesFrom }),
      keeps: set.keeps ?? [],
      nested: set.nested ?? [],
    })),
    actions: (input.actions ?? []) as readonly Action[],
    notices: (input.notices ?? []) as readonly Notice[],
    prints: (input.prints ?? []) as readonly Print[],
    ...(input.panels ? { panels: input.panels as unknown as readonly Panel<Row>[] } : {}),
    ...(input.tools ? { tools: input.tools as unknown as readonly Tool<Row>[] } : {}),
    ...(input.trail ? { trail: input.trail as unknown as Panel<Row> } : {}),
    ...(input.takesFrom ? { takesFrom: input.takesFrom } : {}),
    ...(input.schema ? { schema: input.schema } : {}),
  };
}

/** The config with values the page sets (see `ScreenConfig.fixed`), beside those it already has. */
export function withFixed<C extends ScreenConfig>(config: C, fixed: Readonly<Record<string, unknown>>): C {
  return { ...config, fixed: { ...config.fixed, ...fixed } };
}

/** Screens of a record a page may offer; any left out is offered. */
export type Offers = Partial<Record<'create' | 'view' | 'edit' | 'remove', boolean>>;

/** The config of a page that offers only some screens of a record (see `ScreenConfig.offers`). */
export function withOffers<C extends ScreenConfig>(config: C, offers: Offers): C {
  return { ...config, offers: { ...config.offers, ...offers } };
}

/** The config shown to an account with these authorities (see `ScreenConfig.authorities`). */
export function withAuthorities<C extends ScreenConfig>(config: C, authorities: readonly string[]): C {
  return { ...config, authorities };
}

type Offered = Pick<ScreenConfig, 'actions' | 'authorities' | 'offers'> & {
  resource: Pick<ScreenResource, 'roles'>;
};

/** Whether the account may run a write of the resource at all (its roles; true when either is unknown). */
function mayWrite(config: Offered, operation: 'create' | 'update' | 'delete'): boolean {
  const { roles } = config.resource;
  if (!roles || !config.authorities) return true;
  const narrowed = operation === 'create' ? roles.create : operation === 'delete' ? roles.delete : undefined;
  return allows(narrowed ?? roles.write, config.authorities);
}

/** Whether the list offers a new row: the page does, and the account holds one of the create roles. */
export function offersNew(config: Offered): boolean {
  return config.offers?.create !== false && mayWrite(config, 'create');
}

/** Whether the list offers a row's view (a page without one leaves it out). */
export function offersView(config: Pick<ScreenConfig, 'offers'>): boolean {
  return config.offers?.view !== false;
}

/**
 * What the view offers for a row. The server decides: a workflow step shows only when the row lists it
 * in `allowedActions`; edit and delete show for a row without that list, and for a row with it only
 * when it lists `update` (or `edit`) or `delete`; and only to an account holding one of the resource's write roles,
 * on a page that offers them.
 */
export function offeredActions(config: Offered, row: Row) {
  const allowed = Array.isArray(row.allowedActions) ? (row.allowedActions as unknown[]) : undefined;
  return {
    // The books name the step `edit` (a correction reposts the row), the other resources `update`.
    edit:
      (allowed === undefined || allowed.includes('update')) &&
      config.offers?.edit !== false &&
      mayWrite(config, 'update'),
    remove:
      (allowed === undefined || allowed.includes('delete')) &&
      config.offers?.remove !== false &&
      mayWrite(config, 'delete'),
    actions: allowed ? config.actions.filter((action) => allowed.includes(action.name)) : [],
  };
}
