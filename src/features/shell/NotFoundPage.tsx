import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { MessagePage } from '../../components/MessagePage';

/** An address inside the app that leads to no screen (an old bookmark, a typo). */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <MessagePage
      title={t`Page not found`}
      actions={
        <Button component={Link} to="/" size="md">
          {t`Go home`}
        </Button>
      }
    >
      {t`This address does not lead to a Front Desk screen. Check the link or go back home.`}
    </MessagePage>
  );
}
