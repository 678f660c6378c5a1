import './components/mantine-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
// Before the routes, the screens and the theme: evaluating it begins the scheduler's board (issue 18).
import { boardBegunAtLoad } from './begin-board';
import { routeTree } from './routeTree.gen';
import { requestPersistentStorage } from './data/persist';
import { ensureSession } from './features/auth/session-gate';
import { cachedSessionQuery } from './data/hooks';
import { getWorker } from './worker/client';
import { startDayScreenEarly } from './features/appointment/controller/board-head-start';
import { activateLanguage, i18n, lastLanguageHint, prefetchCatalogue, startCatalogues } from './features/i18n/activate-language';
import { initialLanguage } from './features/i18n/initial-language';
import { isLanguage, pickBrowserLanguage } from './features/i18n/language-pick';
import { theme } from './features/shell/theme';
import { NotificationsHost } from './features/feedback/NotificationsHost';
import { PUBLIC_BOOKING_PREFIX } from './domain/branch/booking-url';

const router = createRouter({ routeTree, scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/** The signed-in layout's route: every screen under it needs the session and may need the worker. */
const SIGNED_IN_LAYOUT = '/_app';
const SCHEDULER_ROUTE = '/_app/appointment';

/**
 * Starts at once, side by side, what the first screen would otherwise fetch one after another
 * once the catalogue is loaded and the router has run (bench finding 2): the code of the routes
 * the address matches and, on a signed-in screen, the session check and the worker (its code
 * compiles on its own thread while the page loads). The router and the screens later await the
 * same promises; a failure here is theirs to report, not this head start's.
 */
function startEarly(): void {
  // The catalog of the language last shown here, while the session is read to confirm it.
  startCatalogues(window.location.pathname);
  const hint = lastLanguageHint();
  prefetchCatalogue(isLanguage(hint) ? hint : pickBrowserLanguage(navigator.languages));
  const [matched] = router.getMatchedRoutes(window.location.pathname);
  for (const route of matched) router.loadRouteChunk(route)?.catch(() => undefined);
  if (!matched.some((route) => route.id === SIGNED_IN_LAYOUT)) return;
  // The shell's session read, opened once the check has stored its answer (no second read after).
  ensureSession().then(cachedSessionQuery, () => undefined);
  getWorker().warm();
  // The scheduler's day is read and its board computed while the rest loads (issue 18); on its
  // own address that began before the entry's other modules evaluated.
  if (!boardBegunAtLoad && matched.some((route) => route.id === SCHEDULER_ROUTE)) {
    startDayScreenEarly(new URLSearchParams(window.location.search).get('date')).catch(() => undefined);
  }
}

async function start(): Promise<void> {
  startEarly();
  // The public booking page reads no local database: its branch's answer sets the language.
  const publicPage = window.location.pathname.startsWith(PUBLIC_BOOKING_PREFIX);
  await activateLanguage(publicPage ? pickBrowserLanguage(navigator.languages) : await initialLanguage());
  if (!publicPage) void requestPersistentStorage();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme} forceColorScheme="light">
          <NotificationsHost />
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
