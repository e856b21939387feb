import type { Account } from '@vlegal/api-client/model';
import { Button } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { useTranslation } from 'react-i18next';

export interface DashboardScreenProps {
  account: Account;
  onSignOut: () => void;
}

/** `/app/dashboard`: who is signed in and with which authorities. */
export function DashboardScreen({ account, onSignOut }: DashboardScreenProps) {
  const { t } = useTranslation();
  return (
    <main>
      <PageHeader
        title={t('dashboard.title')}
        actions={
          <Button variant="outline" onPress={onSignOut}>
            {t('session.signOut')}
          </Button>
        }
      />
      <Card title={t('dashboard.welcome', { login: account.login })}>
        <p>
          {t('dashboard.authorities')}: {account.authorities.join(', ')}
        </p>
      </Card>
    </main>
  );
}
