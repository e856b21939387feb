import { describe, expect, it } from 'vitest';
import {
  type Answer,
  defineScreen,
  offeredActions,
  type ResourceOf,
  type Row,
  withFixed,
} from './screen-config.ts';
import { masterDataScreens as screenConfigs } from '../screen-registry.ts';
import { schemaFor } from './schema.ts';
import { newLineValues, screenBody, screenValues } from './values.ts';

interface Line {
  id?: number;
  speciesId: number | null;
  quantity: number | null;
  pieces: number | null;
}

interface Receipt {
  id: number;
  number: string;
  vehicle: string | null;
  lines: Line[];
  allowedActions?: string[];
}

const receipt: ResourceOf<Receipt> = {
  key: 'receipt',
  path: 'receipts',
  fields: [
    { name: 'number', kind: 'string', required: true, maxLength: 30 },
    { name: 'vehicle', kind: 'string', required: false, maxLength: 20 },
  ],
  sortable: ['id'],
  defaultSort: ['id', 'asc'],
  search: ['number'],
  filters: {},
};

const answer = async (): Promise<Answer> => ({ status: 200, data: {}, headers: new Headers() });
const api = { list: answer, search: answer, get: answer, create: answer, update: answer, remove: answer };

const config = defineScreen(receipt, {
  api,
  rowLabel: (row) => row.number,
  sections: [
    { title: 'resources.receipt.sections.document', fields: ['number'] },
    { title: 'resources.receipt.sections.transport', fields: ['vehicle'] },
  ],
  lines: [
    {
      field: 'lines',
      fields: [
        { name: 'speciesId', kind: 'reference', required: true, references: 'scientificName' },
        { name: 'quantity', kind: 'decimal', required: true, scale: 3, min: 0.001 },
        { name: 'pieces', kind: 'integer', required: false, min: 1 },
      ],
      min: 1,
      max: 3,
      newLine: () => ({ pieces: 1 }),
    },
  ],
  actions: [
    { name: 'submit', label: 'submit', done: 'submitted', run: answer },
    { name: 'approve', label: 'approve', done: 'approved', run: answer },
    {
      name: 'cancel',
      label: 'cancel',
      intent: 'danger',
      confirm: 'cancelConfirm',
      done: 'cancelled',
      run: answer,
    },
  ],
});

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;
const errorsOf = async (values: Record<string, unknown>) => {
  try {
    await schemaFor(config, t).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((entry) => [entry.path, entry.message.split(' ')[0]]));
  }
};
const line = (values: Partial<Record<keyof Line | 'plots', unknown>>) => ({
  speciesId: 1,
  quantity: '1',
  pieces: '',
  ...values,
});

describe('sections', () => {
  it('gather the fields of the form and the view in their order', () => {
    expect(config.sections.map((section) => section.title)).toEqual([
      'resources.receipt.sections.document',
      'resources.receipt.sections.transport',
    ]);
    expect(config.fields.map((field) => field.name)).toEqual(['number', 'vehicle']);
  });

  it('default to one untitled section of every field, as master data have', () => {
    const country = screenConfigs.country;
    expect(country.sections).toEqual([{ fields: country.fields }]);
    expect(country.cells).toEqual({});
    expect(country.actions).toEqual([]);
    expect(country.lines).toEqual([]);
  });
});

describe('schema of the lines', () => {
  it('checks each cell with the rules of a header field, at the path of its line', async () => {
    expect(
      await errorsOf({
        number: 'PNR-1',
        vehicle: '',
        lines: [
          line({ speciesId: null, quantity: 'dua' }),
          line({ quantity: '1,2345', pieces: '0' }),
          line({ quantity: '0' }),
        ],
      }),
    ).toEqual({
      'lines[0].speciesId': 'resources.validation.required',
      'lines[0].quantity': 'resources.validation.number',
      'lines[1].quantity': 'resources.validation.scale',
      'lines[1].pieces': 'resources.validation.min',
      'lines[2].quantity': 'resources.validation.min',
    });
  });

  it('holds the number of lines within the config', async () => {
    expect(await errorsOf({ number: 'PNR-1', vehicle: '', lines: [] })).toEqual({
      lines: 'resources.validation.minLines',
    });
    expect(
      await errorsOf({ number: 'PNR-1', vehicle: '', lines: [line({}), line({}), line({}), line({})] }),
    ).toEqual({ lines: 'resources.validation.maxLines' });
    expect(await errorsOf({ number: 'PNR-1', vehicle: '', lines: [line({ quantity: '12,5' })] })).toEqual({});
  });

  it('leaves the schema of a screen without lines as it was', async () => {
    const shape = schemaFor(screenConfigs.country, t).describe().fields;
    expect(Object.keys(shape).sort()).toEqual(['active', 'code', 'code3', 'flegtPartner', 'name']);
  });
});

describe('values of a document', () => {
  it('start a new document with its fewest lines, made by the config', () => {
    expect(screenValues(config)).toEqual({
      number: '',
      vehicle: '',
      lines: [{ speciesId: null, quantity: '', pieces: '1' }],
    });
    expect(newLineValues(config.lines[0]!)).toEqual({ speciesId: null, quantity: '', pieces: '1' });
  });

  it('keep the id of a saved line and send the lines back as the API writes them', () => {
    const row = {
      id: 4,
      number: 'PNR-4',
      vehicle: null,
      lines: [{ id: 40, speciesId: 2, quantity: '12.500', pieces: null }],
    };
    const values = screenValues(config, row);
    expect(values.lines).toEqual([{ id: 40, speciesId: 2, quantity: '12.500', pieces: '' }]);
    (values.lines as Record<string, unknown>[]).push({ speciesId: 3, quantity: '3,25', pieces: '6' });
    expect(screenBody(config, values, 4)).toEqual({
      id: 4,
      number: 'PNR-4',
      vehicle: null,
      lines: [
        { id: 40, speciesId: 2, quantity: 12.5, pieces: null },
        { speciesId: 3, quantity: 3.25, pieces: 6 },
      ],
    });
  });

  it('send back as they were the fields of a saved line the form keeps out of sight', () => {
    const kept = { ...config, lines: [{ ...config.lines[0]!, keeps: ['notes'] }] };
    const row = {
      id: 4,
      number: 'PNR-4',
      vehicle: null,
      lines: [{ id: 40, speciesId: 2, quantity: '12.500', pieces: null, notes: 'Dua batang retak' }],
    };
    const values = screenValues(kept, row);
    (values.lines as Record<string, unknown>[]).push({ speciesId: 3, quantity: '3', pieces: '' });
    expect(screenBody(kept, values, 4).lines).toEqual([
      { id: 40, speciesId: 2, quantity: 12.5, pieces: null, notes: 'Dua batang retak' },
      { speciesId: 3, quantity: 3, pieces: null },
    ]);
  });
});

describe("a line's own lines", () => {
  // A receipt's line with the plots its logs came from, a pair of a plot and a species each.
  const plots = {
    field: 'plots',
    resource: 'receiptPlot',
    fields: [
      { name: 'plotId', kind: 'reference', required: true, references: 'harvestPlot' },
      { name: 'speciesId', kind: 'reference', required: true, references: 'scientificName' },
    ],
    texts: { column: 'c', cell: 'cell', add: 'add', addLabel: 'addLabel', removeLabel: 'remove', empty: 'e' },
    max: 2,
  } as const;
  const nested = (leftOutWhenEmpty: boolean) => ({
    ...config,
    lines: [{ ...config.lines[0]!, nested: [{ ...plots, leftOutWhenEmpty }] }],
  });

  it('start empty on a new line and keep the saved ones with their ids', () => {
    const screen = nested(true);
    expect(newLineValues(screen.lines[0]!)).toEqual({
      speciesId: null,
      quantity: '',
      pieces: '1',
      plots: [],
    });
    const row = {
      id: 4,
      number: 'PNR-4',
      vehicle: null,
      lines: [
        { id: 40, speciesId: 2, quantity: '1', pieces: null, plots: [{ id: 400, plotId: 7, speciesId: 2 }] },
      ],
    };
    expect((screenValues(screen, row).lines as Record<string, unknown>[])[0]?.plots).toEqual([
      { id: 400, plotId: 7, speciesId: 2 },
    ]);
  });

  it('are sent as edited; a line without any sends none when the server fills them, else an empty list', () => {
    const values = {
      number: 'PNR-4',
      vehicle: '',
      lines: [
        {
          id: 40,
          speciesId: 2,
          quantity: '1',
          pieces: '',
          plots: [
            { id: 400, plotId: 7, speciesId: 2 },
            { plotId: 8, speciesId: 3 },
          ],
        },
        { speciesId: 3, quantity: '2', pieces: '', plots: [] },
      ],
    };
    expect(screenBody(nested(true), values, 4).lines).toEqual([
      {
        id: 40,
        speciesId: 2,
        quantity: 1,
        pieces: null,
        plots: [
          { id: 400, plotId: 7, speciesId: 2 },
          { plotId: 8, speciesId: 3 },
        ],
      },
      { speciesId: 3, quantity: 2, pieces: null },
    ]);
    expect((screenBody(nested(false), values, 4).lines as Record<string, unknown>[])[1]).toEqual({
      speciesId: 3,
      quantity: 2,
      pieces: null,
      plots: [],
    });
  });

  it('are checked like the line, at their own path, and held within their most', async () => {
    const errors = async (lines: unknown[]) => {
      try {
        await schemaFor(nested(true), t).validate(
          { number: 'PNR-1', vehicle: '', lines },
          { abortEarly: false },
        );
        return {};
      } catch (error) {
        const inner = (error as { inner: { path: string; message: string }[] }).inner;
        return Object.fromEntries(inner.map((entry) => [entry.path, entry.message.split(' ')[0]]));
      }
    };
    expect(await errors([line({ plots: [{ plotId: 7, speciesId: null }] })])).toEqual({
      'lines[0].plots[0].speciesId': 'resources.validation.required',
    });
    const pair = { plotId: 7, speciesId: 2 };
    expect(await errors([line({ plots: [pair, pair, pair] })])).toEqual({
      'lines[0].plots': 'resources.validation.maxLines',
    });
    expect(await errors([line({ plots: [] }), line({ plots: [pair] })])).toEqual({});
  });
});

describe('actions a row offers', () => {
  const row = (allowedActions?: string[]): Row => ({
    id: 1,
    number: 'PNR-1',
    ...(allowedActions ? { allowedActions } : {}),
  });
  const names = (offered: ReturnType<typeof offeredActions>) => ({
    ...offered,
    actions: offered.actions.map((action) => action.name),
  });

  it('are the steps the server lists, in the config order, and nothing else', () => {
    expect(names(offeredActions(config, row(['cancel', 'submit', 'archive'])))).toEqual({
      edit: false,
      remove: false,
      actions: ['submit', 'cancel'],
    });
    expect(names(offeredActions(config, row([])))).toEqual({ edit: false, remove: false, actions: [] });
    expect(names(offeredActions(config, row(['update', 'delete', 'approve'])))).toEqual({
      edit: true,
      remove: true,
      actions: ['approve'],
    });
  });

  it('keep edit and delete, and no step, for a row without allowedActions', () => {
    expect(names(offeredActions(config, row()))).toEqual({ edit: true, remove: true, actions: [] });
    expect(names(offeredActions(screenConfigs.country, { id: 1 }))).toEqual({
      edit: true,
      remove: true,
      actions: [],
    });
  });
});

describe('defineScreen', () => {
  it('refuses fields and sections together, and unknown fields', () => {
    expect(() =>
      defineScreen(receipt, {
        api,
        rowLabel: (row) => row.number,
        fields: ['number'],
        sections: [{ title: 'x', fields: ['vehicle'] }],
      }),
    ).toThrow(/fields or sections/);
    expect(() =>
      defineScreen(receipt, {
        api,
        rowLabel: (row) => row.number,
        sections: [{ title: 'x', fields: ['lines'] }],
      }),
    ).toThrow(/no field lines/);
  });
});

describe('values the page sets', () => {
  it('go into every body over the form values, beside those the config already has', () => {
    const scoped = withFixed(withFixed(config, { unitId: 7 }), { vehicle: 'fixed' });
    expect(scoped.fixed).toEqual({ unitId: 7, vehicle: 'fixed' });
    expect(config.fixed).toBeUndefined();
    const values = { ...screenValues(scoped), number: 'PNR-9', vehicle: 'typed' };
    expect(screenBody(scoped, values)).toEqual({
      number: 'PNR-9',
      vehicle: 'fixed',
      unitId: 7,
      lines: [{ speciesId: null, quantity: null, pieces: 1 }],
    });
    expect(screenBody(scoped, values, 3)).toMatchObject({ id: 3, unitId: 7 });
  });
});
