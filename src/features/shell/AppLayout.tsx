/**
 * The signed-in shell. It renders from the session cached in Dexie, so it opens the same
 * way offline; the header badge says which it is.
 */
import { useEffect, useMemo } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { FullPageLoader } from '../../components/FullPageLoader';
import { useCachedSession } from '../../data/hooks';
import { SessionExpiryPrompt } from '../auth/SessionExpiryPrompt';
import { CashBillPrinter } from '../pos/CashBillPrinter';
import { PausedSyncBanner } from '../sync/PausedSyncBanner';
import { SyncPanel } from '../sync/SyncPanel';
import { useSyncLoop } from '../sync/use-sync-loop';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';
import { ShellSessionContext, toShellSession } from './session-context';
import { useReconnect } from './use-reconnect';

const HEADER_HEIGHT = 56;
const NAV_WIDTH = 260;
const NAV_WIDTH_MOBILE = 150;

export function AppLayout() {
  const { t } = useLingui();
  const cached = useCachedSession();
  const shell = useMemo(() => (cached ? toShellSession(cached) : null), [cached]);
  const [navOpened, nav] = useDisclosure(false);
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
        navbar={{ width: NAV_WIDTH, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        padding="md"
      >
        <AppShell.Header>
          <HeaderBar navOpened={navOpened} onToggleNav={nav.toggle} />
        </AppShell.Header>
        {/* Below `sm` the navbar would span the screen: the spec keeps it 150 px. */}
        <AppShell.Navbar p="xs" w={{ base: NAV_WIDTH_MOBILE, sm: NAV_WIDTH }}>
          <SideMenu onNavigate={nav.close} />
        </AppShell.Navbar>
        <AppShell.Main>
          <PausedSyncBanner />
          <Outlet />
        </AppShell.Main>
      </AppShell>
      <SessionExpiryPrompt />
      <SyncPanel />
      <CashBillPrinter />
    </ShellSessionContext>
  );
}
