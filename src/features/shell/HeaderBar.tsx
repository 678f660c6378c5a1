/** Header (56 px): burger on small screens, logo home, section tabs, then the controls. */
import { Anchor, Burger, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Logo } from '../../components/Logo';
import { BranchSwitcher } from './BranchSwitcher';
import { HeaderTabs } from './HeaderTabs';
import { OnlineBadge } from './OnlineBadge';
import { UserGuideLink } from './UserGuideLink';
import { UserMenu } from './UserMenu';

export function HeaderBar({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const { t } = useLingui();
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
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
      <Group gap="xs" wrap="nowrap">
        <OnlineBadge />
        <BranchSwitcher />
        <UserGuideLink />
        <UserMenu />
      </Group>
    </Group>
  );
}
