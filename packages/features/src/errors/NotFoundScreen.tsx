import { Card } from '@vlegal/ui/Card';
import { Link } from '@vlegal/ui/Link';
import { useTranslation } from 'react-i18next';

export interface NotFoundScreenProps {
  homeHref: string;
}

/** Shown for any address the back-office does not know. */
export function NotFoundScreen({ homeHref }: NotFoundScreenProps) {
  const { t } = useTranslation();
  return (
    <main>
      <Card title={t('error.notFound.title')}>
        <p>{t('error.notFound.body')}</p>
        <Link href={homeHref}>{t('error.notFound.home')}</Link>
      </Card>
    </main>
  );
}
