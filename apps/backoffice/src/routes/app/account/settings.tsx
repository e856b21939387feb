import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsScreen } from '@vlegal/features/account/AccountSettingsScreen';
import { changeLanguage, isLanguage } from '@vlegal/features/i18n/setup';
import { useTranslation } from 'react-i18next';

function Settings() {
  const { account } = Route.useRouteContext();
  const { i18n } = useTranslation();
  return (
    <AccountSettingsScreen
      account={account}
      onSaved={(saved) => {
        if (isLanguage(saved.langKey) && saved.langKey !== i18n.language)
          void changeLanguage(i18n, saved.langKey);
      }}
    />
  );
}

export const Route = createFileRoute('/app/account/settings')({ component: Settings });
