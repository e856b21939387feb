import { RouterProvider } from '@tanstack/react-router';
import { createI18n, htmlLangOf, localeOf, storedLanguage } from '@vlegal/features/i18n/setup';
import { loadUiTexts } from '@vlegal/ui/locale/load';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { LanguageUi } from './LanguageUi.tsx';
import { createAppRouter } from './router.tsx';
import { clearQueries } from './queryClient.ts';
import { clearToken, connectApi, requestAppDataEarly, saveRequestedUrl, storedToken } from './session.ts';
import '@vlegal/ui/theme';

const router = createAppRouter();

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
  clearQueries();
  void router.navigate({ to: '/login' });
});
requestAppDataEarly(window.location.pathname);

// The first page loads while the texts load, rather than once the router mounts after them: the code of
// its routes at once, and a preload of the address, which runs their checks and loaders (the /app guard's
// account and route table, a list's first page) and leaves their answers in the cache for the router's first
// load. (The router loads a route's code only after its checks: here the code does not wait for them.)
// What fails here fails again in that load, which reports it.
for (const route of router.getMatchedRoutes(window.location.pathname)[0])
  void Promise.resolve()
    .then(() => router.loadRouteChunk(route))
    .catch(() => undefined);
// (`href`: the address as typed; the typed options name a route's path.)
const here = { href: `${window.location.pathname}${window.location.search}${window.location.hash}` };
void router.preloadRoute(here as unknown as Parameters<typeof router.preloadRoute>[0]).catch(() => undefined);

// The texts of the stored language (else Indonesian): the app's, and the ui's with react-aria's. Awaited
// in a callback, not at the module's top level: a top-level await turns off the bundler's merging of
// small shared files and of the re-exporting files of lazy modules, a request each.
void Promise.all([createI18n(), loadUiTexts(localeOf(storedLanguage()))]).then(([i18n]) => {
  document.documentElement.lang = htmlLangOf(i18n.language);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <LanguageUi>
          <RouterProvider router={router} />
        </LanguageUi>
      </I18nextProvider>
    </StrictMode>,
  );
});
