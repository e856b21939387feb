import { createContext, useContext } from 'react';

/** True below the AppShell: a screen that can stand alone (the error pages) then renders as page content. */
export const InShellContext = createContext(false);

export function useInShell(): boolean {
  return useContext(InShellContext);
}
