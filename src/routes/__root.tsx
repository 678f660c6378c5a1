import { createRootRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { PUBLIC_BOOKING_PREFIX } from '../domain/branch/booking-url';
import { DatesLocale } from '../features/i18n/DatesLocale';
import { LocaleSync } from '../features/i18n/LocaleSync';
import { messagesForPath } from '../features/i18n/activate-language';
import { UpdatePrompt } from '../features/shell/UpdatePrompt';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import { ModalsHost } from '../features/feedback/ModalsHost';

// Modals live inside the router so their content may use router hooks.
function Root() {
  // A customer's phone on the public booking page gets neither the tablet's language from its
  // local database nor the service worker (and its download of the whole app): the page is all.
  const publicPage = useRouterState({ select: (state) => state.location.pathname.startsWith(PUBLIC_BOOKING_PREFIX) });
  return (
    <DatesLocale>
      <Outlet />
      <ModalsHost />
      {publicPage ? null : (
        <>
          <LocaleSync />
          <UpdatePrompt />
        </>
      )}
    </DatesLocale>
  );
}

export const Route = createRootRoute({
  // A screen other than the first waits for the complete catalog (the first has its own).
  beforeLoad: ({ location }) => messagesForPath(location.pathname),
  component: Root,
  notFoundComponent: NotFoundPage,
});
