import { useLingui } from '@lingui/react/macro';
import { ButtonLook } from '../../components/button-look';
import { MessagePage } from '../../components/MessagePage';
import { useMenuNavigation } from './use-menu-navigation';

/** An address inside the app that leads to no screen (an old bookmark, a typo). */
export function NotFoundPage() {
  const { t } = useLingui();
  const { hrefProps } = useMenuNavigation();
  return (
    <MessagePage title={t`Page not found`} actions={<ButtonLook {...hrefProps('/')}>{t`Go home`}</ButtonLook>}>
      {t`This address does not lead to a Front Desk screen. Check the link or go back home.`}
    </MessagePage>
  );
}
