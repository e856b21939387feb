import { itemRange } from './logic/itemCount.ts';
import { useUiStrings } from './UiStrings.tsx';
import * as styles from './Pagination.css.ts';

export interface ItemCountProps {
  /** 1-based page number. */
  page: number;
  pageSize: number;
  /** Left out while the count is not known yet (the first page loading): the line stays empty. */
  total?: number | undefined;
  /** The total is the server's estimate (a very long list): "of about Z items". */
  estimated?: boolean;
}

/**
 * "Showing X - Y of Z items" (first item 1, last min(page × size, total)), announced politely on change;
 * empty until the total is known, never "0 - 0 of 0" for a list still loading.
 */
export function ItemCount({ page, pageSize, total, estimated = false }: ItemCountProps) {
  const strings = useUiStrings();
  if (total === undefined) return <p className={styles.count} aria-live="polite" />;
  const range = itemRange(page, pageSize, total);
  return (
    <p className={styles.count} aria-live="polite">
      {estimated ? strings.itemCountEstimated(range) : strings.itemCount(range)}
    </p>
  );
}
