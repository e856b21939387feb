import type { Account } from '@vlegal/api-client/model';
import { APP_VERSION } from '@vlegal/domain/limits';
import { Brand } from '@vlegal/ui/Brand';
import { Breadcrumbs } from '@vlegal/ui/Breadcrumbs';
import { Footer } from '@vlegal/ui/Footer';
import { Header } from '@vlegal/ui/Header';
import { Menu } from '@vlegal/ui/Menu';
import { ShellLayout } from '@vlegal/ui/Shell';
import { Sidebar, SidebarToggle } from '@vlegal/ui/Sidebar';
import { UserRound } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import * as styles from './AppShell.css.ts';
import { InShellContext } from './inShell.ts';
import { breadcrumbFor, type MenuSection } from './menu.ts';
import { type SidebarOptions, useSidebar } from './useSidebar.ts';

// The guided tour (react-aria's popover and dialog) loads when it is started, from the account menu.
const Tour = lazy(() => import('@vlegal/ui/Tour').then((module) => ({ default: module.Tour })));

export interface AppShellProps extends SidebarOptions {
  account: Pick<Account, 'login' | 'firstName' | 'lastName'>;
  /** The sidebar (see `buildMenu`). */
  menu: MenuSection[];
  /** The current address: active entry and breadcrumb. */
  pathname: string;
  /** Where the brand in the header leads. */
  homeHref?: string;
  accountSettingsHref: string;
  passwordHref: string;
  onSignOut: () => void;
  /** Year in the footer (stories fix it). */
  year?: number;
  /** Open the guided tour on first render (stories). */
  tourOpen?: boolean;
  children: ReactNode;
}

/**
 * The layout around every /app page, and around the error pages of a signed-in user: header (brand,
 * language switch from `LanguageChoiceProvider`, account menu), sidebar, breadcrumb, content, footer
 * and the guided tour.
 */
export function AppShell({
  account,
  menu,
  pathname,
  homeHref = '/app/dashboard',
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
  const [tourStep, setTourStep] = useState<number | null>(tourOpen ? 0 : null);
  // A floating menu has done its work once a link of it was followed: the new page shows uncovered.
  const [shownPathname, setShownPathname] = useState(pathname);
  if (pathname !== shownPathname) {
    setShownPathname(pathname);
    if (!sidebar.isStatic) sidebar.setOpen(false);
  }
  const sidebarId = useId();
  const toggleId = useId();
  const mainId = useId();
  const crumbs = breadcrumbFor(pathname, (key) => i18n.exists(key));
  const links = menu.flatMap((section) => section.entries);
  // The entry of the page, or of the list the page belongs to (the longest matching address).
  const current = links
    .filter((entry) => pathname === entry.href || pathname.startsWith(`${entry.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];

  return (
    <>
      <a className={styles.skip} href={`#${mainId}`}>
        {t('shell.skipToContent')}
      </a>
      <ShellLayout
        mainId={mainId}
        header={
          <Header
            brand={<Brand name={t('app.name')} href={homeHref} />}
            start={
              <SidebarToggle
                id={toggleId}
                controls={sidebarId}
                isOpen={sidebar.open}
                onOpenChange={sidebar.setOpen}
              />
            }
          >
            <LanguageSwitch />
            <Menu
              label={account.login}
              icon={<UserRound size={20} strokeWidth={1.75} />}
              items={[
                { id: 'settings', label: t('shell.accountSettings'), href: accountSettingsHref },
                { id: 'password', label: t('shell.changePassword'), href: passwordHref },
                { id: 'tour', label: t('shell.tour.start') },
                { id: 'signOut', label: t('shell.signOut') },
              ]}
              onAction={(id) => {
                if (id === 'signOut') onSignOut();
                if (id === 'tour') setTourStep(0);
              }}
            />
          </Header>
        }
        sidebar={
          <Sidebar
            id={sidebarId}
            aria-label={t('shell.menu')}
            sections={menu.map((section) => ({
              id: section.id,
              ...(section.groupKey ? { title: t(section.groupKey) } : {}),
              links: section.entries.map(({ href, labelKey, icon: Icon }) => ({
                id: href,
                label: t(labelKey),
                href,
                ...(Icon ? { icon: <Icon size={20} strokeWidth={1.75} /> } : {}),
              })),
            }))}
            {...(current ? { currentId: current.href } : {})}
            isOpen={sidebar.open}
            onOpenChange={sidebar.setOpen}
            mode={sidebar.isStatic ? 'static' : 'floating'}
            {...(sidebar.canBeStatic
              ? { onModeChange: (mode: 'static' | 'floating') => sidebar.setStatic(mode === 'static') }
              : {})}
          />
        }
        footer={<Footer>{t('shell.footer', { year, version: APP_VERSION })}</Footer>}
      >
        {crumbs.length ? (
          <Breadcrumbs
            aria-label={t('shell.breadcrumbLabel')}
            items={crumbs.map((crumb) => ({
              id: crumb.path,
              label: crumb.labelKey ? t(crumb.labelKey) : (crumb.text ?? ''),
              ...(crumb.href ? { href: crumb.href } : {}),
            }))}
          />
        ) : null}
        <InShellContext.Provider value={true}>{children}</InShellContext.Provider>
      </ShellLayout>
      {tourStep === null ? null : (
        <Suspense fallback={null}>
          <Tour
            steps={[
              {
                id: 'sidebar-toggle',
                targetId: toggleId,
                title: t('shell.tour.toggleTitle'),
                content: t('shell.tour.toggleBody'),
              },
            ]}
            step={tourStep}
            onStepChange={setTourStep}
            onClose={() => setTourStep(null)}
          />
        </Suspense>
      )}
    </>
  );
}
