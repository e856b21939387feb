import { itemRange } from './logic/itemCount.ts';
import { useUiStrings } from './UiStrings.tsx';
import * as styles from './Pagination.css.ts';

export interface ItemCountProps {
  /** 1-based page number. */
  page: number;
  pageSize: number;
  total: number;
}

/** "Showing X - Y of Z items" (first item 1, last min(page × size, total)), announced politely on change. */
export function ItemCount({ page, pageSize, total }: ItemCountProps) {
  const strings = useUiStrings();
  return (
    <p className={styles.count} aria-live="polite">
      {strings.itemCount(itemRange(page, pageSize, total))}
    </p>
  );
}
