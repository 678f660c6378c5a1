/**
 * Header (56 px): burger, logo home and section tabs on the left; on the right the sync status,
 * Pay-in/Pay-out, the money drawer and the branch (each shown only when allowed), then the user
 * menu. What does not fit a width is decided by Mantine's breakpoints, never by measuring:
 * - phones (< sm): the sync status is an icon; Pay-in, Pay-out, Transactions and the branch go
 *   into the overflow menu;
 * - tablets (sm, md): the sync status has its word, Pay-in, Pay-out and Transactions come back
 *   as icons, the branch as its (shortened) name;
 * - lg: Pay-in, Pay-out and Transactions get their words; xl: the first section tabs join (all
 *   of them are also in the side menu, which sits beside the page from md up and behind the
 *   burger below).
 * The widths were counted with the longest labels of our three languages (French).
 */
import { Anchor, Burger, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Logo } from '../../components/Logo';
import { PosActionButtons } from '../pos/PosActionButtons';
import { TransactionsButton } from '../pos/TransactionsButton';
import { SyncStatusButton } from '../sync/SyncStatusButton';
import { BranchSwitcher } from './BranchSwitcher';
import { HeaderMoreMenu } from './HeaderMoreMenu';
import { HeaderTabs } from './HeaderTabs';
import { UserMenu } from './UserMenu';

export function HeaderBar({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const { t } = useLingui();
  return (
    <Group h="100%" px={8} justify="space-between" wrap="nowrap" gap={8}>
      {/* Clipped rather than overlapped if a width was ever miscounted: the test sees it. */}
      <Group gap={4} wrap="nowrap" miw={0} style={{ overflow: 'hidden' }}>
        <Burger opened={navOpened} onClick={onToggleNav} size="sm" w={44} h={44} p={13} aria-label={navOpened ? t`Close menu` : t`Open menu`} />
        <Anchor component={Link} to="/" aria-label={t`Front Desk home`} display="flex" p={6}>
          <Logo size={32} />
        </Anchor>
        <HeaderTabs />
      </Group>
      <Group gap={8} wrap="nowrap" style={{ flexShrink: 0 }}>
        <SyncStatusButton />
        <Group gap={8} wrap="nowrap" visibleFrom="sm">
          <PosActionButtons />
          <TransactionsButton />
        </Group>
        <BranchSwitcher />
        <HeaderMoreMenu />
        <UserMenu />
      </Group>
    </Group>
  );
}
