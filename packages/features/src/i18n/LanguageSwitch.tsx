import { LANGUAGES, type Language } from '@vlegal/domain/limits';
import { LanguageIcon } from '@vlegal/ui/LanguageIcon';
import { NativeSelect } from '@vlegal/ui/NativeSelect';
import { useTranslation } from 'react-i18next';
import { useLanguageChoice } from './languageChoice.ts';

const isLanguage = (key: unknown): key is Language =>
  typeof key === 'string' && (LANGUAGES as readonly string[]).includes(key);

/**
 * The one language control of the product, in the shell's header and on the public pages: the
 * browser's own drop-down, so the pages before sign-in load no extra script for it. Shown only when
 * more than one language exists (spec) and a choice is provided.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const choice = useLanguageChoice();
  if (!choice || LANGUAGES.length < 2) return null;
  return (
    <NativeSelect
      aria-label={t('shell.language')}
      options={LANGUAGES.map((code) => ({
        id: code,
        label: t(`shell.languages.${code}`),
        short: t(`shell.languagesShort.${code}`),
      }))}
      icon={<LanguageIcon size={18} strokeWidth={1.75} />}
      value={choice.language}
      onChange={(key) => {
        if (isLanguage(key) && key !== choice.language) choice.onChange(key);
      }}
    />
  );
}
