import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createI18n, htmlLangOf } from '@vlegal/features/i18n/setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { LanguageUi } from './LanguageUi.tsx';
import { createAppRouter } from './router.tsx';
import { clearToken, connectApi, saveRequestedUrl, storedToken } from './session.ts';
import '@vlegal/ui/theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
const router = createAppRouter(queryClient);

// The address rendered last, on <html data-rendered>: tests and monitoring wait on it for a navigation
// (redirects included) to have finished.
router.subscribe('onRendered', ({ toLocation }) => {
  document.documentElement.dataset.rendered = toLocation.pathname;
});

// A 401 on any call: the session is over; back to /login, keeping the address to return to.
connectApi(() => {
  if (!storedToken()) return;
  const { href } = router.state.location;
  if (!href.startsWith('/login')) saveRequestedUrl(href);
  clearToken();
  queryClient.clear();
  void router.navigate({ to: '/login' });
});

// The code of the first page loads while the texts load, rather than once the router mounts after them.
// A chunk that fails here is loaded again by the router, which reports the error.
for (const route of router.getMatchedRoutes(window.location.pathname)[0])
  void Promise.resolve()
    .then(() => router.loadRouteChunk(route))
    .catch(() => undefined);

const i18n = await createI18n();
document.documentElement.lang = htmlLangOf(i18n.language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <LanguageUi>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </LanguageUi>
    </I18nextProvider>
  </StrictMode>,
);
