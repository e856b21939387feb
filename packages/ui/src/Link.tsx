import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './Link.css.ts';

export type LinkProps = Omit<AriaLinkProps, 'className' | 'style'>;

/**
 * A text link. With react-aria's RouterProvider set by the app, `href` navigates client-side;
 * screens stay router-agnostic.
 */
export function Link(props: LinkProps) {
  return <AriaLink {...props} className={styles.link} />;
}
