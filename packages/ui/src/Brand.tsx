import { Link as AriaLink } from 'react-aria-components';
import * as styles from './Brand.css.ts';

export interface LogoProps {
  /** Width and height in pixels. */
  size?: number;
}

/** The product's mark: a timber tree on a green tile (the favicon's drawing). Decorative: the name says it. */
export function Logo({ size = 28 }: LogoProps) {
  return (
    <svg
      className={styles.mark}
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.markTile} width="32" height="32" rx="6" />
      <path className={styles.markTree} d="M16 5 8 17h5l-4 8h14l-4-8h5z" />
    </svg>
  );
}

export interface BrandProps {
  /** The product's name, shown beside the mark. */
  name: string;
  /** Where the brand leads (the home page); without it the brand is plain text. */
  href?: string;
}

/** The mark and the product's name, as the header and the public pages show them. */
export function Brand({ name, href }: BrandProps) {
  const content = (
    <>
      <Logo />
      <span className={styles.name}>{name}</span>
    </>
  );
  return href ? (
    <AriaLink href={href} className={styles.link}>
      {content}
    </AriaLink>
  ) : (
    <span className={styles.brand}>{content}</span>
  );
}
