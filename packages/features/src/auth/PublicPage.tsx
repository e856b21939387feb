import { Brand } from '@vlegal/ui/Brand';
import { Card } from '@vlegal/ui/Card';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import * as styles from './PublicPage.css.ts';

export interface PublicPageProps {
  title: string;
  /** A short line under the title. */
  intro?: string;
  /** Links under the content (back to sign-in …). */
  links?: ReactNode;
  /** Wider content (the registration wizard). */
  wide?: boolean;
  children?: ReactNode;
}

/**
 * The frame of the pages outside the shell: the brand and the language switch on top, then one centred
 * card whose title is the page's h1.
 */
export function PublicPage({ title, intro, links, wide = false, children }: PublicPageProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <Brand name={t('app.name')} />
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <Card>
          <div className={wide ? `${styles.body} ${styles.wide}` : styles.body}>
            <h1 className={styles.title}>{title}</h1>
            {intro ? <p className={styles.intro}>{intro}</p> : null}
            {children}
            {links ? <nav className={styles.links}>{links}</nav> : null}
          </div>
        </Card>
      </main>
    </div>
  );
}
