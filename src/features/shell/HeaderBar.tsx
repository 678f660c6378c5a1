/**
 * Header (56 px): burger on small screens, logo home, section tabs, then the controls:
 * sync status, Pay-in/Pay-out and the money drawer (each shown only when allowed), branch,
 * guide and user menu.
 */
import { Anchor, Burger, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Logo } from '../../components/Logo';
import { PosActionButtons } from '../pos/PosActionButtons';
import { TransactionsButton } from '../pos/TransactionsButton';
import { SyncStatusButton } from '../sync/SyncStatusButton';
import { BranchSwitcher } from './BranchSwitcher';
import { HeaderTabs } from './HeaderTabs';
import { UserGuideLink } from './UserGuideLink';
import { UserMenu } from './UserMenu';

export function HeaderBar({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const { t } = useLingui();
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
      {/* The tabs give way first: the controls on the right must stay reachable on a tablet. */}
      <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: 1, overflow: 'hidden' }}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? t`Close menu` : t`Open menu`}
        />
        <Anchor component={Link} to="/" aria-label={t`Front Desk home`} display="flex" p={6}>
          <Logo size={32} />
        </Anchor>
        <HeaderTabs />
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <SyncStatusButton />
        <PosActionButtons />
        <TransactionsButton />
        <BranchSwitcher />
        <UserGuideLink />
        <UserMenu />
      </Group>
    </Group>
  );
}
