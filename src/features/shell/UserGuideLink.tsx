/** The menu's external `user-guide` entry, opened in a new tab through the sign-in redirect. */
import { Anchor } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ApiPath } from '../../domain/api';
import { externalHref, findUserGuide } from './menu-tree';
import { useShellSession } from './session-context';

export function UserGuideLink() {
  const { t } = useLingui();
  const { session } = useShellSession();
  const guide = findUserGuide([session.menu?.headerMenu, session.menu?.menu]);
  if (!guide) return null;
  return (
    <Anchor
      href={externalHref(ApiPath.EXTERNAL_LINK, guide.path)}
      target="_blank"
      rel="noopener noreferrer"
      visibleFrom="sm"
      px="xs"
      py="sm"
    >
      {t`User guide`}
    </Anchor>
  );
}
