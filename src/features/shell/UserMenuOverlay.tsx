/**
 * The user menu behind the user's initials (UserMenu.tsx draws them and fetches this on first
 * use): their name, reset password (600 px modal), the user guide and log out (confirmed first).
 */
import { lazy, Suspense } from 'react';
import { Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { WindowLoading } from '../../components/WindowLoading';
import { useShellSession } from './session-context';
import { UserGuideItem } from './UserGuideItem';
import { withAllMessages } from '../i18n/activate-language';
import type { OverlayProps } from '../../components/OverlayOnFirstUse';
import { HEADER_MENU } from './header-menu';

// The form and its password input are fetched on the first opening, not with the header of every
// screen (issue 18: the first load).
const ResetPasswordForm = lazy(() => withAllMessages(import('../auth/ResetPasswordForm')).then((m) => ({ default: m.ResetPasswordForm })));

export function UserMenuOverlay(props: OverlayProps) {
  const { t } = useLingui();
  const { auth } = useShellSession();
  const navigate = useNavigate();

  function openResetPassword() {
    const id = modals.open({
      title: t`Reset password`,
      size: 600,
      closeOnClickOutside: false,
      children: (
        <Suspense fallback={<WindowLoading />}>
          <ResetPasswordForm userId={auth.userId} onClose={() => modals.close(id)} />
        </Suspense>
      ),
    });
  }

  function confirmLogout() {
    modals.openConfirmModal({
      title: t`Log out?`,
      centered: true,
      closeOnClickOutside: false,
      children: <Text>{t`Do you want to log out of Front Desk?`}</Text>,
      labels: { confirm: t`Log out`, cancel: t`Cancel` },
      confirmProps: { color: 'red', size: 'md' },
      cancelProps: { size: 'md' },
      onConfirm: () => void navigate({ to: '/logout' }),
    });
  }

  return (
    <Menu {...HEADER_MENU} width={240} opened={props.opened} onChange={props.onChange}>
      <Menu.Target>{props.target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text span size="sm" fw={600} c="var(--mantine-color-text)">
            {auth.fullName}
          </Text>
        </Menu.Label>
        <Menu.Item onClick={openResetPassword}>{t`Reset password`}</Menu.Item>
        <UserGuideItem />
        <Menu.Divider />
        <Menu.Item color="red" onClick={confirmLogout}>
          {t`Log out`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
