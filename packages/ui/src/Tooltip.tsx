import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css.ts';

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** The tooltip text: a supplement, never the only label of a control. */
  content: ReactNode;
  /** A focusable element (Button, or `<Focusable>` around a custom element). */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'start' | 'end';
}

/** Shows a hint on hover and on keyboard focus; Escape closes it. */
export function Tooltip({ content, children, placement = 'top', delay = 600, ...props }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} {...props}>
      {children}
      <AriaTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
