import type { ReactNode } from 'react';
import { Menu as AriaMenu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { Button, type ButtonProps } from './Button.tsx';
import { Chevron } from './internal/Icons.tsx';
import * as styles from './ListBox.css.ts';
import * as menuStyles from './Menu.css.ts';

export interface MenuAction {
  id: Key;
  label: string;
  /** A link instead of an action. */
  href?: string;
  isDisabled?: boolean;
}

export interface MenuProps {
  /** The trigger button's content. */
  label: ReactNode;
  /** A decorative icon before the label; on narrow screens the icon alone is shown (the label is still read). */
  icon?: ReactNode;
  /** Accessible name when `label` is not text (e.g. an avatar). */
  'aria-label'?: string;
  items: readonly MenuAction[];
  onAction?: (id: Key) => void;
  variant?: ButtonProps['variant'];
  intent?: ButtonProps['intent'];
  placement?: 'bottom start' | 'bottom end';
}

/** A button that opens a list of actions or links (e.g. the account menu). Arrow keys move, Escape closes. */
export function Menu({
  label,
  icon,
  items,
  onAction,
  variant = 'ghost',
  intent = 'neutral',
  placement = 'bottom end',
  ...rest
}: MenuProps) {
  return (
    <MenuTrigger>
      <Button variant={variant} intent={intent} aria-label={rest['aria-label']}>
        {icon ? (
          <>
            <span className={menuStyles.icon} aria-hidden="true">
              {icon}
            </span>
            <span className={menuStyles.labelBesideIcon}>{label}</span>
          </>
        ) : (
          label
        )}
        <Chevron />
      </Button>
      <Popover className={styles.popover} placement={placement}>
        <AriaMenu
          items={items}
          onAction={(key) => onAction?.(key)}
          disabledKeys={items.filter((i) => i.isDisabled).map((i) => i.id)}
          className={styles.listBox}
        >
          {(item) => (
            <MenuItem id={item.id} href={item.href} textValue={item.label} className={styles.item}>
              {item.label}
            </MenuItem>
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
