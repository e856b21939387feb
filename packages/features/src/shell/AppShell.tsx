import type { Account } from '@vlegal/api-client/model';
import { APP_VERSION, LANGUAGES } from '@vlegal/domain/limits';
import { Button, LinkButton } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { Link } from '@vlegal/ui/Link';
import { Select } from '@vlegal/ui/Select';
import { Switch } from '@vlegal/ui/Switch';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './AppShell.css.ts';
import { breadcrumbFor, type MenuSection } from './menu.ts';
import { type SidebarOptions, useSidebar } from './useSidebar.ts';

export interface AppShellProps extends SidebarOptions {
  account: Pick<Account, 'login' | 'firstName' | 'lastName'>;
  /** The sidebar (see `buildMenu`). */
  menu: MenuSection[];
  /** The current address: active entry and breadcrumb. */
  pathname: string;
  language: string;
  onChangeLanguage: (language: string) => void;
  accountSettingsHref: string;
  passwordHref: string;
  onSignOut: () => void;
  /** Year in the footer (stories fix it). */
  year?: number;
  /** Open the guided tour on first render (stories). */
  tourOpen?: boolean;
  children: ReactNode;
}

/** The layout around every /app page: header, sidebar, breadcrumb, content, footer and the guided tour. */
export function AppShell({
  account,
  menu,
  pathname,
  language,
  onChangeLanguage,
  accountSettingsHref,
  passwordHref,
  onSignOut,
  year = new Date().getFullYear(),
  tourOpen = false,
  autoCloseMs,
  storage,
  children,
}: AppShellProps) {
  const { t, i18n } = useTranslation();
  const sidebar = useSidebar({
    ...(autoCloseMs !== undefined ? { autoCloseMs } : {}),
    ...(storage !== undefined ? { storage } : {}),
  });
  const [tour, setTour] = useState(tourOpen);
  const sidebarId = useId();
  const mainId = useId();
  const tourTitleId = useId();
  const crumbs = breadcrumbFor(pathname, (key) => i18n.exists(key));
  const isCurrent = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  const entryLink = (entry: MenuSection['entries'][number]) => (
    <li key={entry.href}>
      <LinkButton
        href={entry.href}
        variant={isCurrent(entry.href) ? 'solid' : 'ghost'}
        intent={isCurrent(entry.href) ? 'primary' : 'neutral'}
        aria-current={isCurrent(entry.href) ? 'page' : undefined}
        onPress={() => {
          if (!sidebar.isStatic) sidebar.close();
        }}
      >
        {t(entry.labelKey)}
      </LinkButton>
    </li>
  );

  return (
    <div className={sidebar.isStatic ? `${styles.shell} ${styles.pinned}` : styles.shell}>
      <a className={styles.skip} href={`#${mainId}`}>
        {t('shell.skipToContent')}
      </a>
      <header className={styles.header}>
        <Button
          variant="outline"
          intent="neutral"
          aria-expanded={sidebar.open}
          aria-controls={sidebarId}
          data-tour="sidebar-toggle"
          onPress={sidebar.toggle}
        >
          {t('shell.menu')}
        </Button>
        <span className={styles.brand}>{t('app.name')}</span>
        <div className={styles.headerTools}>
          {LANGUAGES.length > 1 ? (
            <div className={styles.languagePicker}>
              <Select
                label={t('shell.language')}
                options={LANGUAGES.map((code) => ({ id: code, label: t(`shell.languages.${code}`) }))}
                selectedKey={language}
                onSelectionChange={(key) => {
                  if (typeof key === 'string') onChangeLanguage(key);
                }}
              />
            </div>
          ) : null}
          <nav aria-label={t('shell.userMenu', { login: account.login })} className={styles.headerTools}>
            <Link href={accountSettingsHref}>{t('shell.accountSettings')}</Link>
            <Link href={passwordHref}>{t('shell.changePassword')}</Link>
            <Button variant="ghost" intent="neutral" onPress={() => setTour(true)}>
              {t('shell.tour.start')}
            </Button>
            <Button variant="outline" intent="neutral" onPress={onSignOut}>
              {t('shell.signOut')}
            </Button>
          </nav>
        </div>
      </header>
      {sidebar.open ? (
        <aside
          id={sidebarId}
          className={sidebar.isStatic ? styles.sidebar : `${styles.sidebar} ${styles.floating}`}
        >
          <nav aria-label={t('shell.menu')}>
            <ul className={styles.navList}>
              {menu.map((section) =>
                section.groupKey ? (
                  <li key={section.id}>
                    <h2 className={styles.groupTitle} id={`${sidebarId}-${section.id}`}>
                      {t(section.groupKey)}
                    </h2>
                    <ul className={styles.navList} aria-labelledby={`${sidebarId}-${section.id}`}>
                      {section.entries.map(entryLink)}
                    </ul>
                  </li>
                ) : (
                  section.entries.map(entryLink)
                ),
              )}
            </ul>
          </nav>
          {sidebar.canBeStatic ? (
            <Switch isSelected={sidebar.chosenStatic} onChange={sidebar.setStatic}>
              {t('shell.static')}
            </Switch>
          ) : null}
        </aside>
      ) : null}
      <main id={mainId} className={styles.main} tabIndex={-1}>
        {crumbs.length ? (
          <nav aria-label={t('shell.breadcrumbLabel')}>
            <ol className={styles.crumbs}>
              {crumbs.map((crumb) => {
                const label = crumb.labelKey ? t(crumb.labelKey) : crumb.text;
                return (
                  <li key={crumb.path}>
                    {crumb.href ? (
                      <Link href={crumb.href}>{label}</Link>
                    ) : (
                      <span aria-current={crumb === crumbs.at(-1) ? 'page' : undefined}>{label}</span>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
        ) : null}
        {children}
      </main>
      <footer className={styles.footer}>{t('shell.footer', { year, version: APP_VERSION })}</footer>
      {tour ? (
        <div className={styles.tour} role="dialog" aria-labelledby={tourTitleId}>
          <Card>
            <h2 id={tourTitleId}>{t('shell.tour.toggleTitle')}</h2>
            <p>{t('shell.tour.toggleBody')}</p>
            <div className={styles.tourButtons}>
              <Button variant="ghost" intent="neutral" onPress={() => setTour(false)}>
                {t('shell.tour.stop')}
              </Button>
              <Button variant="outline" intent="neutral" isDisabled>
                {t('shell.tour.back')}
              </Button>
              <Button variant="outline" intent="neutral" isDisabled>
                {t('shell.tour.next')}
              </Button>
              <Button onPress={() => setTour(false)}>{t('shell.tour.finish')}</Button>
            </div>
          </Card>
        </div>
      ) : null}
    </div>
  );
}
