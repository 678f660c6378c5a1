/** The user's initials on the top bar; the menu behind them (UserMenuOverlay.tsx) comes on first use. */
import { useLingui } from '@lingui/react/macro';
import { AvatarLook } from '../../components/avatar-look';
import { OverlayOnFirstUse } from '../../components/OverlayOnFirstUse';
import { useShellSession } from './session-context';
import { ActionIconLook } from '../../components/action-icon-look';

const loadMenu = () => import('./UserMenuOverlay').then((m) => m.UserMenuOverlay);

export function UserMenu() {
  const { t } = useLingui();
  const { auth } = useShellSession();
  return (
    <OverlayOnFirstUse
      load={loadMenu}
      overlay={{}}
      trigger={
        <ActionIconLook variant="subtle" radius="xl" size="xl" aria-label={t`User menu`} title={auth.fullName}>
          <AvatarLook name={auth.fullName} size={38} alt="" />
        </ActionIconLook>
      }
    />
  );
}
