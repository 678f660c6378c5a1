/**
 * The signed-in shell. It renders from the session cached in Dexie, so it opens the same
 * way offline; the header badge says which it is.
 */
import { useEffect, useMemo } from 'react';
import { AppShell, Overlay } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { FullPageLoader } from '../../components/FullPageLoader';
import { useCachedSession } from '../../data/hooks';
import { SessionExpiryPrompt } from '../auth/SessionExpiryPrompt';
import { CashBillPrinter } from '../pos/CashBillPrinter';
import { TransactionDrawerHost } from '../pos/TransactionDrawerHost';
import { PausedSyncBanner } from '../sync/PausedSyncBanner';
import { SyncPanelHost } from '../sync/SyncPanelHost';
import { useSyncLoop } from '../sync/use-sync-loop';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';
import { ShellSessionContext, toShellSession } from './session-context';
import { useReconnect } from './use-reconnect';
import { useSideMenu } from './use-side-menu';
import { DOCKED_NAV_BREAKPOINT } from '../../components/breakpoints';

/** Also in features/feedback/notifications-offset.css, which keeps the top toasts under the header. */
const HEADER_HEIGHT = 56;
const NAV_WIDTH = 260;
// The spec's 150 px cut "Appointment" and its badge short: phones get 200.
const NAV_WIDTH_MOBILE = 200;
/** Under the header and the side menu, over the page. */
const BACKDROP_Z_INDEX = 99;

export function AppLayout() {
  const { t } = useLingui();
  const cached = useCachedSession();
  const shell = useMemo(() => (cached ? toShellSession(cached) : null), [cached]);
  const nav = useSideMenu();
  const navigate = useNavigate();
  const location = useLocation();
  useReconnect();
  useSyncLoop();

  // Signed out elsewhere (another tab logged out and cleared Dexie): back to sign-in.
  useEffect(() => {
    if (cached === null || (cached && !shell)) {
      void navigate({ to: '/login', search: { returnUrl: location.href } });
    }
  }, [cached, shell, navigate, location.href]);

  if (!shell) return <FullPageLoader label={t`Loading…`} />;

  return (
    <ShellSessionContext value={shell}>
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{
          width: NAV_WIDTH,
          breakpoint: DOCKED_NAV_BREAKPOINT,
          collapsed: { mobile: !nav.overlayOpened, desktop: !nav.dockedShown },
        }}
        padding={{ base: 'xs', sm: 'md' }}
      >
        <AppShell.Header>
          <HeaderBar navOpened={nav.opened} onToggleNav={nav.toggle} />
        </AppShell.Header>
        {/* Over the page, the navbar would span the screen: it stays a side strip on phones too. */}
        <AppShell.Navbar p="xs" w={{ base: NAV_WIDTH_MOBILE, sm: NAV_WIDTH }}>
          <SideMenu onNavigate={nav.closeOverlay} />
        </AppShell.Navbar>
        {nav.overlayOpened && !nav.docked ? (
          <Overlay fixed zIndex={BACKDROP_Z_INDEX} backgroundOpacity={0.3} onClick={nav.closeOverlay} aria-hidden="true" />
        ) : null}
        <AppShell.Main>
          <PausedSyncBanner />
          <Outlet />
        </AppShell.Main>
      </AppShell>
      <SessionExpiryPrompt />
      <SyncPanelHost />
      <TransactionDrawerHost />
      <CashBillPrinter />
    </ShellSessionContext>
  );
}
