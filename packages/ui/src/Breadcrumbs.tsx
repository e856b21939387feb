import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
import * as styles from './Breadcrumbs.css.ts';
import { useUiStrings } from './UiStrings.tsx';

export interface BreadcrumbItem {
  id: string;
  label: string;
  /** Leave out for the current page (the last item). */
  href?: string;
}

/** Where the page sits: a `nav` landmark with links; the last item is the current page. */
export function Breadcrumbs({
  items,
  'aria-label': ariaLabel,
}: {
  items: readonly BreadcrumbItem[];
  'aria-label'?: string;
}) {
  const strings = useUiStrings();
  return (
    <nav aria-label={ariaLabel ?? strings.breadcrumbs}>
      <AriaBreadcrumbs items={items} className={styles.list}>
        {(item) => (
          <Breadcrumb id={item.id} className={styles.item}>
            <Link href={item.href} className={styles.link}>
              {item.label}
            </Link>
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
