/**
 * What the header of a record's view says of it, read from its fields by the domain's conventions (MODEL.md
 * §2.0), so that every resource gains a header without a word of its own: its state, its date, the other
 * party of a document, its quantities and totals. The sections below the header leave these out.
 */
import type { Field, Row, ScreenConfig } from './screen-config.ts';

/** The resources a record names as its other side: a document's party, the unit it went to, a unit's company. */
const PARTIES: ReadonlySet<string> = new Set([
  'supplier',
  'subCon',
  'buyer',
  'businessUnit',
  'companyUnit',
  'company',
]);

/** The quantities (volume, weight, pieces) and totals of a record, in the order the header shows them. */
const TOTALS = [
  'volumeM3',
  'totalVolumeM3',
  'inputVolumeM3',
  'outputVolumeM3',
  'yieldPercent',
  'weightKg',
  'pieces',
  'totalValue',
] as const;

/** The field of a document's value in money, shown in its currency (`currencyId`). */
export const MONEY_FIELD = 'totalValue';

export interface RecordSummary {
  status?: Field | undefined;
  /** The record's date (its first date). */
  date?: Field | undefined;
  parties: Field[];
  totals: Field[];
  /** Every field the header stands for: the sections below leave them out. */
  inHeader: ReadonlySet<string>;
}

const filled = (value: unknown) => value !== null && value !== undefined && value !== '';

export function recordSummary(config: ScreenConfig, row: Row): RecordSummary {
  const { fields } = config;
  const title = config.rowLabel(row);
  const inHeader = new Set<string>();
  const take = (field: Field | undefined) => {
    if (field) inHeader.add(field.name);
    return field;
  };
  // The field the title is (a document's number, a name) is not repeated under it.
  for (const field of fields) if (field.kind === 'string' && row[field.name] === title) take(field);
  const state = take(fields.find((field) => field.name === 'status' && field.kind === 'enum'));
  const date = take(fields.find((field) => field.kind === 'date' && filled(row[field.name])));
  // The owner is the page's own unit; of the candidates, every one is left out below, the unset ones too
  // (a receipt from a sub-contractor has no supplier to say "none" of).
  const candidates = fields.filter(
    (field) =>
      field.kind === 'reference' && field.name !== 'businessUnitId' && PARTIES.has(field.references ?? ''),
  );
  candidates.forEach(take);
  const quantities = TOTALS.flatMap((name) => fields.filter((field) => field.name === name));
  quantities.forEach(take);
  // A value in money says its currency: the currency field is the header's too.
  if (quantities.some((field) => field.name === MONEY_FIELD))
    take(fields.find((field) => field.name === 'currencyId'));
  return {
    status: state && filled(row[state.name]) ? state : undefined,
    date,
    parties: candidates.filter((field) => filled(row[field.name])),
    totals: quantities.filter((field) => filled(row[field.name])),
    inHeader,
  };
}
