import { SIDEBAR_AUTO_CLOSE_MS } from '@vlegal/domain/limits';
import { useCallback, useEffect, useState } from 'react';
import { isNarrowScreen, useNarrowScreen } from '../shared/useNarrowScreen.ts';

/** Local-storage key of the static (pinned) choice: `'true'` or `'false'`; none means static. */
export const SIDEBAR_STATIC_KEY = 'jhi-sidebar-static';

export interface SidebarOptions {
  /** Milliseconds after load before a floating sidebar closes; `null` never (stories). */
  autoCloseMs?: number | null;
  /** Where the static choice is kept (local storage by default). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/**
 * The sidebar's behaviour (spec §4): open or closed, static or floating; the static choice is saved.
 * Static is the default, so a wide screen shows the menu beside the page from the first paint; only a
 * person who chose floating sees it over the page, closing by itself about 2.5 s after load. At 768 px
 * or less static mode is off and the menu starts closed: open, it would cover the whole page.
 */
export function useSidebar({ autoCloseMs = SIDEBAR_AUTO_CLOSE_MS, storage }: SidebarOptions = {}) {
  const store = storage === undefined ? (typeof localStorage === 'undefined' ? null : localStorage) : storage;
  const [chosenStatic, setChosenStatic] = useState(() => store?.getItem(SIDEBAR_STATIC_KEY) !== 'false');
  const narrow = useNarrowScreen();
  const isStatic = chosenStatic && !narrow;
  const [open, setOpen] = useState(() => !isNarrowScreen());

  // Crossing the threshold: a narrow screen starts from a closed menu, a wide one from the choice.
  const [wasNarrow, setWasNarrow] = useState(narrow);
  if (narrow !== wasNarrow) {
    setWasNarrow(narrow);
    setOpen(!narrow && chosenStatic);
  }

  // Auto-close once, after load, for a floating sidebar that opened on load (a wide screen).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the state at load decides.
  useEffect(() => {
    if (isStatic || narrow || autoCloseMs === null) return;
    const timer = setTimeout(() => setOpen(false), autoCloseMs);
    return () => clearTimeout(timer);
  }, []);

  const setStatic = useCallback(
    (value: boolean) => {
      setChosenStatic(value);
      store?.setItem(SIDEBAR_STATIC_KEY, String(value));
      if (value) setOpen(true);
    },
    [store],
  );

  return {
    /** Open (a closed static sidebar stays as a narrow strip; a closed floating one is hidden). */
    open,
    isStatic,
    /** Static mode cannot be chosen on narrow screens. */
    canBeStatic: !narrow,
    chosenStatic,
    setOpen,
    setStatic,
  };
}
