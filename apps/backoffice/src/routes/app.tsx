import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect, useRouter, useRouterState } from '@tanstack/react-router';
import { getGetManagementInfoQueryOptions } from '@vlegal/api-client/query';
import { allows } from '@vlegal/domain/roles';
import { changeLanguage, isLanguage } from '@vlegal/features/i18n/setup';
import { AppShell } from '@vlegal/features/shell/AppShell';
import { buildMenu } from '@vlegal/features/shell/menu.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyBusinessUnits } from '../business-units.ts';
import { loadAccount, saveRequestedUrl, signOut } from '../session.ts';
import { usePageTracking } from '../tracking.ts';

/**
 * Everything under /app needs a signed-in account, and the authorities the spec's route table names for
 * the address (any one of them). The check runs on every navigation inside /app, so routes added later
 * are guarded without restating their roles.
 */
export const Route = createFileRoute('/app')({
  beforeLoad: async ({ context, location, preload }) => {
    const [account, { rolesForPath }] = await Promise.all([
      loadAccount(context.queryClient),
      import('@vlegal/domain/route-roles'),
    ]);
    if (!account) {
      if (!preload) saveRequestedUrl(location.href);
      throw redirect({ to: '/login' });
    }
    const rule = rolesForPath(location.pathname);
    if (rule !== undefined && !allows(rule, account.authorities)) {
      if (!preload) saveRequestedUrl(location.href);
      throw redirect({ to: '/forbidden' });
    }
    return { account };
  },
  component: AppLayout,
});

function AppLayout() {
  const { account, queryClient } = Route.useRouteContext();
  const router = useRouter();
  const { i18n } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  usePageTracking(pathname);
  const info = useQuery({ ...getGetManagementInfoQueryOptions(), staleTime: Number.POSITIVE_INFINITY });
  const profiles = info.data?.status === 200 ? info.data.data.activeProfiles : undefined;
  // Production shows when one of the user's units holds a producing certificate (platform staff: always).
  const { units } = useMyBusinessUnits();
  const canProduce = units?.length ? units.some((unit) => unit.canProduce) : undefined;
  const menu = useMemo(
    () =>
      buildMenu(account.authorities, {
        // Only addresses the back-office has a screen for (areas of later issues stay out).
        isAvailable: (href) => router.getMatchedRoutes(href)[2] !== undefined,
        ...(profiles ? { profiles } : {}),
        ...(canProduce !== undefined ? { canProduce } : {}),
      }),
    [account.authorities, profiles, canProduce, router],
  );
  return (
    <AppShell
      account={account}
      menu={menu}
      pathname={pathname}
      language={i18n.language}
      onChangeLanguage={(language) => {
        if (isLanguage(language)) void changeLanguage(i18n, language);
      }}
      accountSettingsHref="/app/account/settings"
      passwordHref="/app/account/password"
      onSignOut={async () => {
        await signOut(queryClient);
        await router.navigate({ to: '/login' });
      }}
    >
      <Outlet />
    </AppShell>
  );
}
