/** The user menu: reset password (600 px modal) and log out (confirmed first). */
import { Button, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ResetPasswordForm } from '../auth/ResetPasswordForm';
import { useShellSession } from './session-context';

export function UserMenu() {
  const { t } = useLingui();
  const { auth } = useShellSession();
  const navigate = useNavigate();

  function openResetPassword() {
    const id = modals.open({
      title: t`Reset password`,
      size: 600,
      closeOnClickOutside: false,
      children: <ResetPasswordForm userId={auth.userId} onClose={() => modals.close(id)} />,
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
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="md" aria-label={t`User menu`} title={auth.fullName} maw={200}>
          <Text span truncate="end" inherit>
            {auth.fullName}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={openResetPassword}>{t`Reset password`}</Menu.Item>
        <Menu.Item color="red" onClick={confirmLogout}>
          {t`Log out`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
