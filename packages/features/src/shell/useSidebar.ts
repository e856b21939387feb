import { NARROW_SCREEN_PX, SIDEBAR_AUTO_CLOSE_MS } from '@vlegal/domain/limits';
import { useCallback, useEffect, useState } from 'react';

/** Local-storage key of the static (pinned) choice. */
export const SIDEBAR_STATIC_KEY = 'jhi-sidebar-static';

export interface SidebarOptions {
  /** Milliseconds after load before a floating sidebar closes; `null` never (stories). */
  autoCloseMs?: number | null;
  /** Where the static choice is kept (local storage by default). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

function isNarrow(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(`(max-width: ${NARROW_SCREEN_PX}px)`).matches;
}

/**
 * The sidebar's behaviour (spec §4): open or closed, static or floating; the static choice is saved;
 * a floating sidebar closes about 2.5 s after load; at 768 px or less static mode is off.
 */
export function useSidebar({ autoCloseMs = SIDEBAR_AUTO_CLOSE_MS, storage }: SidebarOptions = {}) {
  const store = storage === undefined ? (typeof localStorage === 'undefined' ? null : localStorage) : storage;
  const [chosenStatic, setChosenStatic] = useState(() => store?.getItem(SIDEBAR_STATIC_KEY) === 'true');
  const [narrow, setNarrow] = useState(isNarrow);
  const isStatic = chosenStatic && !narrow;
  const [open, setOpen] = useState(true);

  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${NARROW_SCREEN_PX}px)`);
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  // Auto-close once, after load, unless static.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the state at load decides.
  useEffect(() => {
    if (isStatic || autoCloseMs === null) return;
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
