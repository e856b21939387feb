import { itemRange } from './logic/itemCount.ts';
import { useUiStrings } from './UiStrings.tsx';
import * as styles from './Pagination.css.ts';

export interface ItemCountProps {
  /** 1-based page number. */
  page: number;
  pageSize: number;
  total: number;
  /** The total is the server's estimate (a very long list): "of about Z items". */
  estimated?: boolean;
}

/** "Showing X - Y of Z items" (first item 1, last min(page × size, total)), announced politely on change. */
export function ItemCount({ page, pageSize, total, estimated = false }: ItemCountProps) {
  const strings = useUiStrings();
  const range = itemRange(page, pageSize, total);
  return (
    <p className={styles.count} aria-live="polite">
      {estimated ? strings.itemCountEstimated(range) : strings.itemCount(range)}
    </p>
  );
}
