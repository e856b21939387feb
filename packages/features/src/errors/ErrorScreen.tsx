import { Inline, Stack } from '@vlegal/ui/Layout';
import { Link } from '@vlegal/ui/Link';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { FileQuestion, type LucideIcon, ServerCrash, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../auth/PublicPage.tsx';
import { useInShell } from '../shell/inShell.ts';
import * as styles from './ErrorScreen.css.ts';

export type ErrorKind = 'server' | 'forbidden' | 'notFound';

export interface ErrorScreenProps {
  kind: ErrorKind;
  /** Where "back" leads (the dashboard, or the start for the server error). */
  homeHref: string;
  /** On forbidden: a link to sign in with another account. */
  signInHref?: string;
}

const ICONS: Record<ErrorKind, LucideIcon> = {
  notFound: FileQuestion,
  forbidden: ShieldX,
  server: ServerCrash,
};

/**
 * `/error`, `/forbidden` and `/not-found` (and any unknown address): a public page for a visitor, the
 * content of the shell for a signed-in user.
 */
export function ErrorScreen({ kind, homeHref, signInHref }: ErrorScreenProps) {
  const { t } = useTranslation();
  const inShell = useInShell();
  const Icon = ICONS[kind];
  const links = (
    <>
      <Link href={homeHref}>{t(`error.${kind}.home`)}</Link>
      {kind === 'forbidden' && signInHref ? (
        <Link href={signInHref}>{t('error.forbidden.signIn')}</Link>
      ) : null}
    </>
  );
  const body = (
    <div className={styles.body}>
      <Icon className={styles.icon} size={40} aria-hidden="true" />
      <p className={styles.text}>{t(`error.${kind}.body`)}</p>
    </div>
  );
  if (inShell) {
    return (
      <Stack gap="lg">
        <PageHeader title={t(`error.${kind}.title`)} />
        {body}
        <Inline gap="lg">{links}</Inline>
      </Stack>
    );
  }
  return (
    <PublicPage title={t(`error.${kind}.title`)} links={links}>
      {body}
    </PublicPage>
  );
}
