import {
  Children,
  createContext,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useId,
  useCallback,
  useState,
} from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import * as styles from './Tabs.css.ts';

/*
 * The tabs pattern of WAI-ARIA written out: a few roles, one tab stop and the arrow keys. react-aria's
 * Tabs build a collection with selection and focus scopes (about 20 kB) for the same behaviour.
 */

export type TabKey = string | number;

interface TabsState {
  /** Prefix of the tabs' and panels' element ids. */
  id: string;
  selected: TabKey | undefined;
  select: (key: TabKey) => void;
  isDisabled: (key: TabKey, own?: boolean) => boolean;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} belongs inside Tabs`);
  return state;
}

const domId = (state: TabsState, part: 'tab' | 'panel', key: TabKey) => `${state.id}-${part}-${key}`;

export interface TabsProps {
  /** The chosen tab (controlled). */
  selectedKey?: TabKey;
  /** The tab chosen first (uncontrolled); by default the first tab that is not disabled. */
  defaultSelectedKey?: TabKey;
  onSelectionChange?: (key: TabKey) => void;
  /** Tabs that cannot be chosen. */
  disabledKeys?: Iterable<TabKey>;
  isDisabled?: boolean;
  children: ReactNode;
}

/** The ids and disabled flags of the `Tab`s written in a `TabList` among `children`, in order. */
function tabsIn(children: ReactNode): { id: TabKey; isDisabled: boolean }[] {
  const found: { id: TabKey; isDisabled: boolean }[] = [];
  const visit = (nodes: ReactNode) =>
    Children.forEach(nodes, (node) => {
      if (!isValidElement(node)) return;
      const element = node as ReactElement<{ id?: TabKey; isDisabled?: boolean; children?: ReactNode }>;
      if (element.type === Tab && element.props.id !== undefined)
        found.push({ id: element.props.id, isDisabled: element.props.isDisabled === true });
      else if (element.type === TabList) visit(element.props.children);
    });
  visit(children);
  return found;
}

/** Tabs: arrow keys move between tabs (and choose them), Tab moves into the panel. */
export function Tabs({
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  disabledKeys,
  isDisabled: allDisabled = false,
  children,
}: TabsProps) {
  const id = useId();
  const disabled = new Set(disabledKeys ?? []);
  const isDisabled = (key: TabKey, own = false) => allDisabled || own || disabled.has(key);
  const [chosen, setChosen] = useState<TabKey | undefined>(
    () => defaultSelectedKey ?? tabsIn(children).find((tab) => !isDisabled(tab.id, tab.isDisabled))?.id,
  );
  const selected = selectedKey ?? chosen;
  const select = (key: TabKey) => {
    if (key === selected) return;
    setChosen(key);
    onSelectionChange?.(key);
  };
  return (
    <TabsContext.Provider value={{ id, selected, select, isDisabled }}>
      <div className={styles.tabs}>{children}</div>
    </TabsContext.Provider>
  );
}

/** The row of tabs; needs an `aria-label`. */
export function TabList({ children, 'aria-label': label }: { children: ReactNode; 'aria-label': string }) {
  const state = useTabs('TabList');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')].filter(
      (tab) => tab.getAttribute('aria-disabled') !== 'true',
    );
    const at = tabs.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const next =
      event.key === 'ArrowRight'
        ? tabs[(at + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(at - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
    // Choosing follows the focus, as with react-aria's default.
    state.select(keyOf(next));
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={styles.list}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

/** A tab's key, as its element carries it (numbers stay numbers). */
function keyOf(element: HTMLElement): TabKey {
  const { key = '', keyType } = element.dataset;
  return keyType === 'number' ? Number(key) : key;
}

export function Tab({ id, isDisabled, children }: { id: TabKey; isDisabled?: boolean; children: ReactNode }) {
  const state = useTabs('Tab');
  const selected = state.selected === id;
  const disabled = state.isDisabled(id, isDisabled);
  // react-aria's own reading of hover and of keyboard focus (no ring after a press), as its other parts show.
  const { isFocusVisible, focusProps } = useFocusRing();
  const { isHovered, hoverProps } = useHover({ isDisabled: disabled });
  return (
    <div
      role="tab"
      id={domId(state, 'tab', id)}
      aria-selected={selected}
      aria-controls={selected ? domId(state, 'panel', id) : undefined}
      aria-disabled={disabled || undefined}
      tabIndex={selected && !disabled ? 0 : -1}
      data-key={id}
      data-key-type={typeof id}
      data-selected={selected || undefined}
      data-disabled={disabled || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      className={styles.tab}
      {...mergeProps(focusProps, hoverProps, {
        // A press focuses the tab (as any focusable element) and chooses it.
        onClick: () => {
          if (!disabled) state.select(id);
        },
      })}
    >
      {children}
    </div>
  );
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable]';

/** The chosen tab's panel (the others are not rendered). It is a tab stop itself while it holds none. */
export function TabPanel({ id, children }: { id: TabKey; children: ReactNode }) {
  const state = useTabs('TabPanel');
  const [holdsTabStop, setHoldsTabStop] = useState(false);
  const shown = state.selected === id;
  const { isFocusVisible, focusProps } = useFocusRing();
  // Content that arrives later (a part loaded apart, an answer) may bring the first tab stop.
  const observe = useCallback((panel: HTMLDivElement | null) => {
    if (!panel) return;
    const check = () => setHoldsTabStop(panel.querySelector(TABBABLE) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(panel, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  if (!shown) return null;
  return (
    <div
      ref={observe}
      role="tabpanel"
      id={domId(state, 'panel', id)}
      aria-labelledby={domId(state, 'tab', id)}
      tabIndex={holdsTabStop ? undefined : 0}
      data-focus-visible={isFocusVisible || undefined}
      className={styles.panel}
      {...focusProps}
    >
      {children}
    </div>
  );
}
