/**
 * What an insufficient-stock refusal names (the item, the first day it would run short, the balance it
 * would have), said in the reader's language from the problem's `shortfall` member.
 */
import { stock } from '@vlegal/domain/books/stock';
import { formatDate, formatDecimalText } from '../i18n/format.ts';
import type { Translate } from '../resource-screens/schema.ts';
import { problemOf } from './problems.ts';

function scaleOf(quantity: string): number {
  const field = stock.fields.find((candidate) => candidate.name === quantity);
  return field && 'scale' in field && typeof field.scale === 'number' ? field.scale : 2;
}

export function shortfallSentence(error: unknown, t: Translate, language: string): string {
  const shortfall = problemOf(error)?.shortfall;
  if (!shortfall) return '';
  return t('ledger.shortfall', {
    item: shortfall.item,
    date: formatDate(shortfall.date, language),
    // Written as the stock's balances are: with the quantity's own scale.
    balance: formatDecimalText(shortfall.balance, language, scaleOf(shortfall.quantity)),
    unit: t(`ledger.units.${shortfall.quantity}`),
  });
}
