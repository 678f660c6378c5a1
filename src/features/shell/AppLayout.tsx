/**
 * The signed-in shell. It renders from the session cached in Dexie, so it opens the same
 * way offline; the header badge says which it is.
 */
import { useEffect, useMemo } from 'react';
import { Overlay } from '@mantine/core';
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
import frame from './shell-frame.module.css';

/*
 * The header's 56 px (also in features/feedback/notifications-offset.css, which keeps the top
 * toasts under it) and the side menu's widths, 260 px and 200 on phones (the spec's 150 cut
 * "Appointment" and its badge short), are in shell-frame.module.css.
 */

/** react-remove-scroll's class: what a modal's scroll lock keeps clear of the scroll bar it hides. */
const CLEAR_OF_HIDDEN_SCROLL_BAR = 'right-scroll-bar-position';
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
      <div className={frame.root} data-docked-shown={nav.dockedShown || undefined} data-overlay-opened={nav.overlayOpened || undefined}>
        <header className={`${frame.header} ${CLEAR_OF_HIDDEN_SCROLL_BAR}`}>
          <HeaderBar navOpened={nav.opened} onToggleNav={nav.toggle} />
        </header>
        {/* Over the page, it stays a side strip on phones too. */}
        <div className={frame.navbar}>
          <SideMenu onNavigate={nav.closeOverlay} />
        </div>
        {nav.overlayOpened && !nav.docked ? (
          <Overlay fixed zIndex={BACKDROP_Z_INDEX} backgroundOpacity={0.3} onClick={nav.closeOverlay} aria-hidden="true" />
        ) : null}
        <main className={frame.main}>
          <PausedSyncBanner />
          <Outlet />
        </main>
      </div>
      <SessionExpiryPrompt />
      <SyncPanelHost />
      <TransactionDrawerHost />
      <CashBillPrinter />
    </ShellSessionContext>
  );
}
