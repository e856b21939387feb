import { useBreadcrumbs } from 'react-aria';
import { Link } from 'react-aria-components';
import * as styles from './Breadcrumbs.css.ts';
import { useUiStrings } from './UiStrings.tsx';

export interface BreadcrumbItem {
  id: string;
  label: string;
  /** Leave out for the current page (the last item). */
  href?: string;
}

/**
 * Where the page sits: a `nav` landmark with links; the last item is the current page. The WAI-ARIA
 * breadcrumb written out rather than react-aria's collection, which shows its items one render later: under
 * the shell, whose first render yields to the browser, the page would move down once they appear.
 */
export function Breadcrumbs({
  items,
  'aria-label': ariaLabel,
}: {
  items: readonly BreadcrumbItem[];
  'aria-label'?: string;
}) {
  const strings = useUiStrings();
  const { navProps } = useBreadcrumbs({});
  return (
    <nav aria-label={ariaLabel ?? strings.breadcrumbs}>
      <ol {...navProps} className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1 || undefined;
          return (
            <li key={item.id} className={styles.item} data-disabled={current} data-current={current}>
              <Link
                href={item.href}
                className={styles.link}
                aria-current={current && 'page'}
                isDisabled={current}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
