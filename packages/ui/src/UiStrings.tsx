import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { uiStringsId } from './locale/id.ts';
import type { UiStrings } from './locale/types.ts';

export type { UiStrings } from './locale/types.ts';

const UiStringsContext = createContext<UiStrings>(uiStringsId);

export interface UiStringsProviderProps {
  /** A full set (e.g. `uiStringsEn`) or a partial override of the Indonesian defaults. */
  strings: Partial<UiStrings>;
  children: ReactNode;
}

/** Supplies the texts of the ui primitives. Without it, primitives speak Indonesian. */
export function UiStringsProvider({ strings, children }: UiStringsProviderProps) {
  const value = useMemo(() => ({ ...uiStringsId, ...strings }), [strings]);
  return <UiStringsContext.Provider value={value}>{children}</UiStringsContext.Provider>;
}

export function useUiStrings(): UiStrings {
  return useContext(UiStringsContext);
}
