import { Button as AriaButton } from 'react-aria-components';
import { ChoiceSelect } from './ChoiceSelect.tsx';
import { ItemCount } from './ItemCount.tsx';
import { pageCount, pageWindow } from './logic/itemCount.ts';
import * as styles from './Pagination.css.ts';
import { useUiStrings } from './UiStrings.tsx';

export interface PaginationProps {
  /** 1-based page number. */
  page: number;
  pageSize: number;
  /** Left out while the list's first answer is awaited: no count shows, and only page 1 is offered. */
  total?: number | undefined;
  /** `total` is the server's estimate: the count reads "of about Z items". */
  totalEstimated?: boolean;
  onPageChange: (page: number) => void;
  /** Offered page sizes; without `onPageSizeChange` no size choice is shown. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  /** Show the "Showing X - Y of Z items" line (default true). */
  showCount?: boolean;
  isDisabled?: boolean;
}

/** Item count, page navigation (a `nav` landmark) and page-size choice for a server-paged list. */
export function Pagination({
  page,
  pageSize,
  total,
  totalEstimated = false,
  onPageChange,
  pageSizes = [10, 20, 50, 100],
  onPageSizeChange,
  showCount = true,
  isDisabled,
}: PaginationProps) {
  const strings = useUiStrings();
  const count = pageCount(total ?? 0, pageSize);
  const current = Math.min(Math.max(1, page), count);
  return (
    <div className={styles.bar}>
      {showCount ? (
        <ItemCount page={current} pageSize={pageSize} total={total} estimated={totalEstimated} />
      ) : null}
      <nav aria-label={strings.pagination}>
        <ul className={styles.list}>
          <li>
            <AriaButton
              className={styles.pageButton}
              isDisabled={isDisabled || current <= 1}
              onPress={() => onPageChange(current - 1)}
              aria-label={strings.previousPage}
            >
              ‹
            </AriaButton>
          </li>
          {pageWindow(current, count).map((p, i) =>
            p === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
              <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={p}>
                <AriaButton
                  className={styles.pageButton}
                  isDisabled={isDisabled}
                  aria-current={p === current ? 'page' : undefined}
                  aria-label={strings.page({ page: p })}
                  onPress={() => onPageChange(p)}
                >
                  {p}
                </AriaButton>
              </li>
            ),
          )}
          <li>
            <AriaButton
              className={styles.pageButton}
              isDisabled={isDisabled || current >= count}
              onPress={() => onPageChange(current + 1)}
              aria-label={strings.nextPage}
            >
              ›
            </AriaButton>
          </li>
        </ul>
      </nav>
      {onPageSizeChange ? (
        <div className={styles.size}>
          <ChoiceSelect
            label={strings.pageSize}
            options={pageSizes.map((s) => ({ id: s, label: String(s) }))}
            selectedKey={pageSize}
            onSelectionChange={(key) => {
              if (key !== null) onPageSizeChange(Number(key));
            }}
            isDisabled={isDisabled ?? false}
          />
        </div>
      ) : null}
    </div>
  );
}
