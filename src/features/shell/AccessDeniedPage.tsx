import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { MessagePage } from '../../components/MessagePage';

/** The spec's 403 page. */
export function AccessDeniedPage() {
  const { t } = useLingui();
  return (
    <MessagePage
      title={t`Access denied`}
      actions={
        <Button component={Link} to="/" size="md">
          {t`Go home`}
        </Button>
      }
    >
      {t`Sorry, but you don't have permission to access this page`}
    </MessagePage>
  );
}
