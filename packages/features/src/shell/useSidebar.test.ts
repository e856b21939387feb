import { NARROW_SCREEN_PX, SIDEBAR_AUTO_CLOSE_MS } from '@vlegal/domain/limits';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIDEBAR_STATIC_KEY, useSidebar } from './useSidebar.ts';

/** A window of `width` px whose width can change: jsdom has no media queries of its own. */
function screenOf(width: number) {
  let current = width;
  const listeners = new Set<() => void>();
  const matches = () => current <= NARROW_SCREEN_PX;
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe(`(max-width: ${NARROW_SCREEN_PX}px)`);
    return {
      get matches() {
        return matches();
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
  });
  return {
    resize(to: number) {
      current = to;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}

function storageOf(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the sidebar on a wide screen', () => {
  it('is static and open from the first render when nothing was chosen, and stays open', () => {
    screenOf(1440);
    const { result } = renderHook(() => useSidebar({ storage: storageOf() }));
    expect(result.current).toMatchObject({ open: true, isStatic: true, canBeStatic: true });
    elapse(SIDEBAR_AUTO_CLOSE_MS * 2);
    expect(result.current.open).toBe(true);
  });

  it('floats for a person who chose floating, open on load and closed about 2.5 s later', () => {
    screenOf(1440);
    const storage = storageOf({ [SIDEBAR_STATIC_KEY]: 'false' });
    const { result } = renderHook(() => useSidebar({ storage }));
    expect(result.current).toMatchObject({ open: true, isStatic: false, chosenStatic: false });
    elapse(SIDEBAR_AUTO_CLOSE_MS - 1);
    expect(result.current.open).toBe(true);
    elapse(1);
    expect(result.current.open).toBe(false);
  });

  it('keeps the choice in the storage, both ways', () => {
    screenOf(1440);
    const storage = storageOf();
    const { result } = renderHook(() => useSidebar({ storage }));
    act(() => result.current.setStatic(false));
    expect(storage.getItem(SIDEBAR_STATIC_KEY)).toBe('false');
    expect(result.current.isStatic).toBe(false);
    act(() => result.current.setOpen(false));
    act(() => result.current.setStatic(true));
    expect(storage.getItem(SIDEBAR_STATIC_KEY)).toBe('true');
    expect(result.current).toMatchObject({ open: true, isStatic: true });
  });
});

describe('the sidebar on a narrow screen (768 px or less)', () => {
  it('starts closed and floating whatever was chosen, and cannot be pinned', () => {
    const choices: Record<string, string>[] = [
      {},
      { [SIDEBAR_STATIC_KEY]: 'true' },
      { [SIDEBAR_STATIC_KEY]: 'false' },
    ];
    for (const chosen of choices) {
      screenOf(NARROW_SCREEN_PX);
      const { result, unmount } = renderHook(() => useSidebar({ storage: storageOf(chosen) }));
      expect(result.current).toMatchObject({ open: false, isStatic: false, canBeStatic: false });
      unmount();
    }
  });

  it('does not close by itself once opened', () => {
    screenOf(390);
    const { result } = renderHook(() => useSidebar({ storage: storageOf() }));
    act(() => result.current.setOpen(true));
    elapse(SIDEBAR_AUTO_CLOSE_MS * 2);
    expect(result.current.open).toBe(true);
  });

  it('closes when the window narrows and opens again static when it widens', () => {
    const screen = screenOf(1024);
    const { result } = renderHook(() => useSidebar({ storage: storageOf() }));
    expect(result.current).toMatchObject({ open: true, isStatic: true });
    screen.resize(700);
    expect(result.current).toMatchObject({ open: false, isStatic: false, chosenStatic: true });
    screen.resize(1024);
    expect(result.current).toMatchObject({ open: true, isStatic: true });
  });
});
