/*
 * A button that opens a short list beside it: what the kit's light Menu and ChoiceSelect share. The WAI-ARIA
 * menu-button and select-only patterns written out (the list takes the focus, arrow keys, Home, End and
 * typing move it, Escape closes and gives the focus back), with the list in the browser's top layer
 * (`popover`). react-aria's overlays, collections and selection (about 30 kB) do the same for long, rich
 * or filtered lists; a few fixed entries need none of it.
 */
import {
  type CSSProperties,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** Where the list takes the focus when it opens. */
export type OpenFocus = 'first' | 'last' | 'chosen' | 'list';

export interface PopupListOptions {
  /** How many entries the list holds, in order. */
  count: number;
  isDisabled: (index: number) => boolean;
  /** An entry's text, for typing to it. */
  textOf: (index: number) => string;
  /** The entry chosen now (a select's value), or -1. */
  chosen?: number;
  /** The list's edge the popup lines up with: the trigger's start (a select) or end (a menu). */
  align: 'start' | 'end';
}

export interface PopupList {
  isOpen: boolean;
  /** The entry holding the focus, or -1. */
  focused: number;
  /** Ids of the list and of each entry. */
  listId: string;
  entryId: (index: number) => string;
  /** The trigger: the list lines up with it and gives the focus back to it. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  listRef: RefObject<HTMLDivElement | null>;
  open: (focus: OpenFocus) => void;
  /** Closes; `restoreFocus` puts the focus back on the trigger. */
  close: (restoreFocus: boolean) => void;
  /** Moves the focus to an entry (the pointer on it). */
  focus: (index: number) => void;
  /** The trigger's keys: arrows open the list. */
  onTriggerKeyDown: (event: KeyboardEvent) => void;
  /**
   * The list's keys; `choose` acts on the focused entry (Enter, Space) and says whether it did (an entry
   * that acts on its own keys, a link, answers false).
   */
  onListKeyDown: (event: KeyboardEvent, choose: (index: number) => boolean) => void;
  /** The popup's place beside the trigger. */
  style: CSSProperties;
}

/** The gap between trigger and list, and the least room kept to the window's edges (react-aria's). */
const OFFSET = 8;
const EDGE = 12;

export function usePopupList({ count, isDisabled, textOf, chosen = -1, align }: PopupListOptions): PopupList {
  const id = useId();
  const anchorRef = useRef<HTMLButtonElement | null>(null);
  const listRef = useRef<HTMLDivElement | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [focused, setFocused] = useState(-1);
  const [style, setStyle] = useState<CSSProperties>({ position: 'fixed' });
  const typed = useRef({ text: '', at: 0 });
  const opening = useRef<OpenFocus>('list');

  const enabled = useCallback(
    (from: number, step: 1 | -1): number => {
      for (let index = from; index >= 0 && index < count; index += step) if (!isDisabled(index)) return index;
      return -1;
    },
    [count, isDisabled],
  );

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    setFocused(-1);
    if (restoreFocus) anchorRef.current?.focus();
  }, []);

  const open = (focus: OpenFocus) => {
    opening.current = focus;
    setOpen(true);
  };

  // On opening: into the top layer, beside the trigger, the focus on the entry asked for (measured once
  // per opening, hence only `isOpen`).
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured once per opening
  useLayoutEffect(() => {
    const list = listRef.current;
    const anchor = anchorRef.current;
    if (!isOpen || !list || !anchor) return;
    list.showPopover?.();
    const box = anchor.getBoundingClientRect();
    const height = list.offsetHeight;
    const width = Math.max(list.offsetWidth, box.width);
    const below = window.innerHeight - box.bottom - OFFSET - EDGE;
    const top =
      below >= height || box.top < below ? box.bottom + OFFSET : Math.max(EDGE, box.top - OFFSET - height);
    const left = Math.max(
      EDGE,
      Math.min(align === 'end' ? box.right - width : box.left, window.innerWidth - width - EDGE),
    );
    setStyle({ position: 'fixed', top, left, '--trigger-width': `${box.width}px` } as CSSProperties);
    const first = enabled(0, 1);
    const start =
      opening.current === 'first'
        ? first
        : opening.current === 'last'
          ? enabled(count - 1, -1)
          : opening.current === 'chosen'
            ? chosen >= 0 && !isDisabled(chosen)
              ? chosen
              : first
            : -1;
    setFocused(start);
    (start >= 0 ? document.getElementById(`${id}-${start}`) : list)?.focus({ preventScroll: true });
  }, [isOpen]);

  // The focused entry holds the DOM focus.
  useEffect(() => {
    if (isOpen && focused >= 0) document.getElementById(`${id}-${focused}`)?.focus({ preventScroll: true });
  }, [isOpen, focused, id]);

  // A press outside closes it; so does scrolling or resizing the page (as react-aria's popovers).
  useEffect(() => {
    if (!isOpen) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !anchorRef.current?.contains(target)) close(false);
    };
    const away = (event: Event) => {
      // A resize's target is the window, and a scroll's may be the document: neither is inside the list.
      const target = event.target instanceof Node ? event.target : null;
      if (!target || !listRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', outside, true);
    window.addEventListener('scroll', away, true);
    window.addEventListener('resize', away);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('scroll', away, true);
      window.removeEventListener('resize', away);
    };
  }, [isOpen, close]);

  const typeTo = (key: string): boolean => {
    if (key.length !== 1 || key === ' ') return false;
    const now = Date.now();
    typed.current = { text: now - typed.current.at < 700 ? typed.current.text + key : key, at: now };
    const text = typed.current.text.toLowerCase();
    for (let step = 0; step < count; step++) {
      const index = (Math.max(focused, 0) + (text.length === 1 ? step + 1 : step)) % count;
      if (!isDisabled(index) && textOf(index).toLowerCase().startsWith(text)) {
        setFocused(index);
        return true;
      }
    }
    return true;
  };

  return {
    isOpen,
    focused,
    listId: `${id}-list`,
    entryId: (index) => `${id}-${index}`,
    anchorRef,
    listRef,
    open,
    close,
    focus: (index) => {
      if (!isDisabled(index)) setFocused(index);
    },
    onTriggerKeyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        open(event.key === 'ArrowDown' ? (chosen >= 0 ? 'chosen' : 'first') : 'last');
      }
    },
    onListKeyDown: (event, choose) => {
      const move = (index: number) => {
        event.preventDefault();
        if (index >= 0) setFocused(index);
      };
      switch (event.key) {
        case 'ArrowDown':
          return move(focused < 0 ? enabled(0, 1) : enabled(focused + 1, 1));
        case 'ArrowUp':
          return move(focused < 0 ? enabled(count - 1, -1) : enabled(focused - 1, -1));
        case 'Home':
        case 'PageUp':
          return move(enabled(0, 1));
        case 'End':
        case 'PageDown':
          return move(enabled(count - 1, -1));
        case 'Escape':
          event.preventDefault();
          event.stopPropagation();
          return close(true);
        case 'Tab':
          // The focus goes on from the trigger, as if the list had not been opened.
          return close(true);
        case 'Enter':
        case ' ':
          if (focused >= 0 && !isDisabled(focused) && choose(focused)) event.preventDefault();
          return;
        default:
          if (!event.ctrlKey && !event.metaKey && !event.altKey && typeTo(event.key)) event.preventDefault();
      }
    },
    style,
  };
}
