import { LANGUAGES, type Language } from '@vlegal/domain/limits';
import { Select } from '@vlegal/ui/Select';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './LanguageSwitch.css.ts';

/** The language in use and how to change it (the app loads the texts and stores the choice). */
export interface LanguageChoice {
  language: string;
  onChange: (language: Language) => void;
}

const LanguageChoiceContext = createContext<LanguageChoice | null>(null);

/** Offers the language switch to every screen below (the shell's header and the public pages). */
export function LanguageChoiceProvider({ value, children }: { value: LanguageChoice; children: ReactNode }) {
  return <LanguageChoiceContext.Provider value={value}>{children}</LanguageChoiceContext.Provider>;
}

const isLanguage = (key: unknown): key is Language =>
  typeof key === 'string' && (LANGUAGES as readonly string[]).includes(key);

/**
 * The one language control of the product, in the shell's header and on the public pages. Shown only
 * when more than one language exists (spec) and a choice is provided.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const choice = useContext(LanguageChoiceContext);
  if (!choice || LANGUAGES.length < 2) return null;
  return (
    <div className={styles.picker}>
      <Select
        aria-label={t('shell.language')}
        label={null}
        options={LANGUAGES.map((code) => ({ id: code, label: t(`shell.languages.${code}`) }))}
        selectedKey={choice.language}
        onSelectionChange={(key) => {
          if (isLanguage(key) && key !== choice.language) choice.onChange(key);
        }}
      />
    </div>
  );
}
