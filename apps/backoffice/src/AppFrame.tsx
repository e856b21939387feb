import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { getGetManagementInfoQueryOptions } from '@vlegal/api-client/query';
import type { Account } from '@vlegal/api-client/model';
import { AppShell } from '@vlegal/features/shell/AppShell';
import { buildMenu } from '@vlegal/features/shell/menu.ts';
import { type ReactNode, useMemo } from 'react';
import { useMyBusinessUnits } from './business-units.ts';
import { hasScreen } from './screens.ts';
import { signOut } from './account.ts';
import { usePageTracking } from './tracking.ts';

/** The server's profiles (which menu entries exist), read once (the /app layout's loader asks for it first). */
export function managementInfoQuery() {
  return { ...getGetManagementInfoQueryOptions(), staleTime: Number.POSITIVE_INFINITY };
}

/**
 * The shell of a signed-in account: around every /app page, and around the error pages when the
 * account is signed in. Its menu holds only the addresses the route tree has a screen for.
 */
export function AppFrame({ account, children }: { account: Account; children: ReactNode }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  usePageTracking(pathname);
  const info = useQuery(managementInfoQuery());
  const profiles = info.data?.status === 200 ? info.data.data.activeProfiles : undefined;
  // Production shows when one of the user's units holds a producing certificate (platform staff: always).
  const { units } = useMyBusinessUnits();
  const canProduce = units?.length ? units.some((unit) => unit.canProduce) : undefined;
  const menu = useMemo(
    () =>
      buildMenu(account.authorities, {
        isAvailable: (href) => hasScreen(router, href),
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
      accountSettingsHref="/app/account/settings"
      passwordHref="/app/account/password"
      // Away from the shell first: its queries, still mounted, would ask again without a token once the
      // cache is cleared.
      onSignOut={async () => {
        await router.navigate({ to: '/login' });
        await signOut(queryClient);
      }}
    >
      {children}
    </AppShell>
  );
}
