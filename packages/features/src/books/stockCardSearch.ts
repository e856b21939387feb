/**
 * The stock card's address: the day it is read up to, and the page. Light, as the card's route validates
 * it on every navigation.
 */
export interface StockCardSearch {
  asOf?: string;
  page?: number;
}

export function validateStockCardSearch(raw: Record<string, unknown>): StockCardSearch {
  const search: StockCardSearch = {};
  if (typeof raw.asOf === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.asOf)) search.asOf = raw.asOf;
  const page = Number(raw.page);
  if (Number.isSafeInteger(page) && page > 1) search.page = page;
  return search;
}
