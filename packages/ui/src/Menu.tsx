import { type ReactNode, useId, useRef } from 'react';
import { mergeProps, useFocusVisible, useLink } from 'react-aria';
import { ButtonContext, type Key } from 'react-aria-components';
import { Button, type ButtonProps } from './Button.tsx';
import { Chevron } from './internal/Icons.tsx';
import { type PopupList, usePopupList } from './internal/popupList.ts';
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

/**
 * A button that opens a list of actions or links (e.g. the account menu). Arrow keys move, Escape closes.
 * The menu-button pattern of WAI-ARIA written out (`internal/popupList.ts`): the shell, on every page,
 * shows it, and a few entries need none of react-aria's collections and overlays.
 */
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
  const triggerId = useId();
  const popup = usePopupList({
    count: items.length,
    isDisabled: (index) => items[index]?.isDisabled === true,
    textOf: (index) => items[index]?.label ?? '',
    align: placement === 'bottom start' ? 'start' : 'end',
  });
  const { isFocusVisible } = useFocusVisible();
  const act = (item: MenuAction) => {
    popup.close(true);
    onAction?.(item.id);
  };
  return (
    <>
      {/* The trigger shows pressed while its list is open, as react-aria's menus do. */}
      <ButtonContext.Provider value={{ isPressed: popup.isOpen }}>
        <Button
          ref={popup.anchorRef}
          id={triggerId}
          variant={variant}
          intent={intent}
          aria-label={rest['aria-label']}
          aria-haspopup="menu"
          aria-expanded={popup.isOpen}
          aria-controls={popup.isOpen ? popup.listId : undefined}
          // A key opens it on the first entry; the pointer on the menu itself.
          onPress={(event) =>
            popup.isOpen
              ? popup.close(false)
              : popup.open(
                  event.pointerType === 'keyboard' || event.pointerType === 'virtual' ? 'first' : 'list',
                )
          }
          onKeyDown={popup.onTriggerKeyDown}
        >
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
      </ButtonContext.Provider>
      {popup.isOpen ? (
        <div
          ref={popup.listRef}
          id={popup.listId}
          popover="manual"
          role="menu"
          aria-labelledby={triggerId}
          tabIndex={-1}
          className={`${styles.popover} ${styles.popup} ${styles.listBox}`}
          style={popup.style}
          onKeyDown={(event) =>
            popup.onListKeyDown(event, (index) => {
              const item = items[index];
              // A link's keys are its own (Enter, and Space as a menu entry): it navigates, then closes.
              if (!item || item.href) return false;
              act(item);
              return true;
            })
          }
        >
          {items.map((item, index) => {
            const state = {
              id: popup.entryId(index),
              isFocused: popup.focused === index,
              isFocusVisible: popup.focused === index && isFocusVisible,
              popup,
            };
            return item.href ? (
              <MenuLink key={String(item.id)} item={item} href={item.href} index={index} {...state} />
            ) : (
              <MenuEntry key={String(item.id)} item={item} index={index} onAction={act} {...state} />
            );
          })}
        </div>
      ) : null}
    </>
  );
}

interface EntryProps {
  item: MenuAction;
  index: number;
  id: string;
  isFocused: boolean;
  isFocusVisible: boolean;
  popup: PopupList;
}

/** What every entry carries (besides its role, out of the tab order): its id and its state for styles. */
function entryProps({ item, index, id, isFocused, isFocusVisible, popup }: EntryProps) {
  return {
    id,
    'aria-disabled': item.isDisabled || undefined,
    'data-focused': isFocused || undefined,
    'data-focus-visible': isFocusVisible || undefined,
    'data-disabled': item.isDisabled || undefined,
    className: styles.item,
    onPointerEnter: () => popup.focus(index),
  };
}

function MenuEntry(props: EntryProps & { onAction: (item: MenuAction) => void }) {
  const { item, onAction } = props;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the menu's keys (Enter, Space) act on the focused entry
    <div
      {...entryProps(props)}
      role="menuitem"
      tabIndex={-1}
      onClick={() => {
        if (!item.isDisabled) onAction(item);
      }}
    >
      {item.label}
    </div>
  );
}

/** An entry that is a link: the app's router takes it (react-aria's `RouterProvider`). */
function MenuLink(props: EntryProps & { href: string }) {
  const { item, href, popup } = props;
  const ref = useRef<HTMLAnchorElement>(null);
  const { linkProps } = useLink({ href, isDisabled: item.isDisabled === true }, ref);
  return (
    <a
      ref={ref}
      {...mergeProps(linkProps, entryProps(props), { onClick: () => popup.close(true) })}
      role="menuitem"
      tabIndex={-1}
    >
      {item.label}
    </a>
  );
}
