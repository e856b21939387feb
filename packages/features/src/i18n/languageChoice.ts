import type { Language } from '@vlegal/domain/limits';
import { createContext, createElement, type ReactNode, useContext } from 'react';

// Kept apart from the switch itself: the app provides the choice at its root without loading the
// select control into every page's first script.

/** The language in use and how to change it (the app loads the texts and stores the choice). */
export interface LanguageChoice {
  language: string;
  onChange: (language: Language) => void;
}

const LanguageChoiceContext = createContext<LanguageChoice | null>(null);

/** Offers the language switch to every screen below (the shell's header and the public pages). */
export function LanguageChoiceProvider({ value, children }: { value: LanguageChoice; children: ReactNode }) {
  return createElement(LanguageChoiceContext.Provider, { value }, children);
}

/** The choice provided above, or `null` (then no switch is shown). */
export function useLanguageChoice(): LanguageChoice | null {
  return useContext(LanguageChoiceContext);
}
