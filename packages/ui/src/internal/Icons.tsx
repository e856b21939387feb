import * as styles from '../ListBox.css.ts';

export function Chevron() {
  return (
    <svg viewBox="0 0 12 12" className={styles.chevron} aria-hidden="true">
      <path d="M2 4l4 4 4-4" />
    </svg>
  );
}
