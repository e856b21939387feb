import { useQuery } from '@tanstack/react-query';
import { getGetAccountQueryOptions } from '@vlegal/api-client/query';
import { type ErrorKind, ErrorScreen } from '@vlegal/features/errors/ErrorScreen';
import { useInShell } from '@vlegal/features/shell/inShell.ts';
import type { ReactNode } from 'react';
import { AppFrame } from './AppFrame.tsx';
import { QueryProvider } from './QueryProvider.tsx';
import { storedToken } from './session.ts';

/**
 * The not-found, forbidden and server-error pages. Under /app they render inside the shell already
 * there; elsewhere (their own addresses, an unknown address) the shell is added for a signed-in
 * account, and a visitor gets the public page.
 */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const inShell = useInShell();
  const screen = (
    <ErrorScreen
      kind={kind}
      homeHref={kind === 'server' ? '/' : '/app/dashboard'}
      {...(kind === 'forbidden' ? { signInHref: '/login' } : {})}
    />
  );
  return inShell ? (
    screen
  ) : (
    <QueryProvider>
      <SignedInFrame>{screen}</SignedInFrame>
    </QueryProvider>
  );
}

function SignedInFrame({ children }: { children: ReactNode }) {
  const token = storedToken();
  // The account the /app guard loaded (cached), or asked for once; a failure leaves the page public.
  const answer = useQuery({ ...getGetAccountQueryOptions(), enabled: token !== null, retry: false });
  if (token !== null && answer.isPending) return null;
  const account = answer.data?.status === 200 && answer.data.data?.login ? answer.data.data : undefined;
  return account ? <AppFrame account={account}>{children}</AppFrame> : children;
}
