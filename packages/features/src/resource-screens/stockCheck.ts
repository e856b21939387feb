/**
 * What a form knows the server will refuse of lines that take stock out (`Lines.takesFrom`), or of a
 * document that takes from one stock itself (`ScreenConfig.takesFrom`, a transfer): more of a stock than it
 * holds now, with what the document took of it before when it is corrected (a correction
 * gives that back first). Such a document would leave the stock below zero on its last day whatever its
 * date, so it is not sent. The server also checks each day in between, which the form cannot know.
 */
import type { QueryClient } from '@tanstack/react-query';
import { big } from '@vlegal/domain/books/quantity';
import { setIn } from 'formik';
import { formatDecimalText } from '../i18n/format.ts';
import { itemQueryOptions, rowOf } from './data.ts';
import { targetOf } from './fields.tsx';
import type { Translate } from './schema.ts';
import type { Lines, ScreenConfig } from './screen-config.ts';
import { type FormValues, toDecimalText } from './values.ts';

const DECIMAL = /^\d+(\.\d+)?$/;

/** A line's stock and the volume typed (nothing while it is no number: the schema says so). */
function taken(line: FormValues, takesFrom: string): { stockId: number; volume: string } | undefined {
  const volume = toDecimalText(line.volumeM3);
  const stockId = line[takesFrom];
  return typeof stockId === 'number' && volume !== null && DECIMAL.test(volume)
    ? { stockId, volume }
    : undefined;
}

/** A set's lines; a document that takes from one stock itself (a transfer: `field` empty) is its one line. */
const linesOf = (values: FormValues, field: string) =>
  field === '' ? [values] : Array.isArray(values[field]) ? (values[field] as FormValues[]) : [];

/** Where a line's volume is in the form. */
const volumePath = (field: string, index: number) =>
  field === '' ? 'volumeM3' : `${field}.${index}.volumeM3`;

/** A line over what its stock holds: where (`materials.0.volumeM3`) and what may be taken, in m³. */
export interface Shortfall {
  path: string;
  available: string;
}

/** The lines of a set over what their stocks hold now (`balances`, m³ by stock), each line of such a stock. */
export function shortfallsOf(
  lines: Pick<Lines, 'field' | 'takesFrom'>,
  values: FormValues,
  saved: FormValues,
  balances: ReadonlyMap<number, string>,
): Shortfall[] {
  const { takesFrom } = lines;
  if (!takesFrom) return [];
  const sum = (list: FormValues[]) => {
    const sums = new Map<number, ReturnType<typeof big>>();
    for (const line of list) {
      const it = taken(line, takesFrom);
      if (it) sums.set(it.stockId, (sums.get(it.stockId) ?? big('0')).plus(big(it.volume)));
    }
    return sums;
  };
  const wanted = sum(linesOf(values, lines.field));
  const given = sum(linesOf(saved, lines.field));
  const shortfalls: Shortfall[] = [];
  linesOf(values, lines.field).forEach((line, index) => {
    const it = taken(line, takesFrom);
    const balance = it && balances.get(it.stockId);
    if (!it || balance === undefined) return;
    const available = big(balance).plus(given.get(it.stockId) ?? big('0'));
    if ((wanted.get(it.stockId) ?? big('0')).gt(available))
      shortfalls.push({ path: volumePath(lines.field, index), available: available.toFixed(4) });
  });
  return shortfalls;
}

/**
 * The errors of a form's lines over their stocks, the stocks read afresh; empty when none (or when a stock
 * cannot be read: the server decides then).
 */
export async function stockShortfalls(
  config: ScreenConfig,
  values: FormValues,
  saved: FormValues,
  queryClient: QueryClient,
  t: Translate,
  language: string,
): Promise<FormValues> {
  let errors: FormValues = {};
  // The document's lines that take stock, and the document itself when it takes from one stock.
  const sets: Pick<Lines, 'field' | 'takesFrom' | 'fields'>[] = [
    ...config.lines,
    ...(config.takesFrom ? [{ field: '', takesFrom: config.takesFrom, fields: config.resource.fields }] : []),
  ];
  for (const lines of sets) {
    const field = lines.fields.find((candidate) => candidate.name === lines.takesFrom);
    const target = field && targetOf(config, field);
    if (!target || !lines.takesFrom) continue;
    const ids = new Set(
      linesOf(values, lines.field).flatMap((line) => taken(line, lines.takesFrom as string)?.stockId ?? []),
    );
    const balances = new Map<number, string>();
    for (const id of ids) {
      const row = rowOf(
        await queryClient
          .fetchQuery({ ...itemQueryOptions(target, id), staleTime: 0 })
          .catch(() => undefined),
      );
      if (typeof row?.volumeM3 === 'string' || typeof row?.volumeM3 === 'number')
        balances.set(id, String(row.volumeM3));
    }
    for (const { path, available } of shortfallsOf(lines, values, saved, balances))
      errors = setIn(
        errors,
        path,
        t('resources.lines.overStock', { available: formatDecimalText(available, language, 4) }),
      );
  }
  return errors;
}
