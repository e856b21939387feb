import { Focusable } from 'react-aria-components';
import { visuallyHidden } from './internal/a11y.css.ts';
import { type AbbreviateOptions, abbreviate, isAbbreviated } from './logic/abbreviate.ts';
import { Tooltip } from './Tooltip.tsx';
import * as styles from './Tooltip.css.ts';

export interface AbbreviatedTextProps extends AbbreviateOptions {
  children: string | null | undefined;
}

/**
 * Long text shortened to its first 15 and last 10 characters (full text below 30).
 * The full text stays reachable: it is the accessible text and a tooltip on hover and keyboard focus.
 */
export function AbbreviatedText({ children, ...options }: AbbreviatedTextProps) {
  const text = children ?? '';
  if (!isAbbreviated(text, options)) return <>{text}</>;
  return (
    <Tooltip content={text} delay={300}>
      <Focusable>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the tab stop opens the tooltip for keyboard users */}
        <span tabIndex={0} className={styles.trigger}>
          <span aria-hidden="true">{abbreviate(text, options)}</span>
          <span className={visuallyHidden}>{text}</span>
        </span>
      </Focusable>
    </Tooltip>
  );
}
