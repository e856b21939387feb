import { Link } from '@vlegal/ui/Link';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../auth/PublicPage.tsx';

export type ErrorKind = 'server' | 'forbidden' | 'notFound';

export interface ErrorScreenProps {
  kind: ErrorKind;
  /** Where "back" leads (the dashboard, or the start for the server error). */
  homeHref: string;
  /** On forbidden: a link to sign in with another account. */
  signInHref?: string;
}

/** `/error`, `/forbidden` and `/not-found` (and any unknown address). */
export function ErrorScreen({ kind, homeHref, signInHref }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <PublicPage
      title={t(`error.${kind}.title`)}
      links={
        <>
          <Link href={homeHref}>{t(`error.${kind}.home`)}</Link>
          {kind === 'forbidden' && signInHref ? (
            <Link href={signInHref}>{t('error.forbidden.signIn')}</Link>
          ) : null}
        </>
      }
    >
      <p>{t(`error.${kind}.body`)}</p>
    </PublicPage>
  );
}
