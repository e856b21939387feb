import { useActivateAccount } from '@vlegal/api-client/query';
import { Alert } from '@vlegal/ui/Alert';
import { Link } from '@vlegal/ui/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../auth/PublicPage.tsx';

export interface ActivateScreenProps {
  /** The `key` of the activation link; missing when the link was cut. */
  activationKey: string | undefined;
  loginHref: string;
  registerHref: string;
}

/** `/activate?key=…`: activates the account once on opening and says how it went. */
export function ActivateScreen({ activationKey, loginHref, registerHref }: ActivateScreenProps) {
  const { t } = useTranslation();
  const activation = useActivateAccount(
    { key: activationKey ?? '' },
    {
      query: {
        enabled: Boolean(activationKey),
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 0,
      },
    },
  );
  let content: ReactNode;
  if (!activationKey) content = <Alert intent="danger">{t('activate.missingKey')}</Alert>;
  else if (activation.isPending) content = <p role="status">{t('activate.activating')}</p>;
  else if (activation.isSuccess) content = <Alert intent="success">{t('activate.success')}</Alert>;
  else content = <Alert intent="danger">{t('activate.failed')}</Alert>;
  return (
    <PublicPage
      title={t('activate.title')}
      links={
        <>
          <Link href={loginHref}>{t('activate.signIn')}</Link>
          {activation.isError || !activationKey ? (
            <Link href={registerHref}>{t('activate.register')}</Link>
          ) : null}
        </>
      }
    >
      {content}
    </PublicPage>
  );
}
