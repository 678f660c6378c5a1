/**
 * The menu's external `user-guide` entry as an item of the user menu, opened in a new tab
 * through the sign-in redirect. It lives in the menu rather than on the bar so the bar fits a
 * tablet held upright; the side menu lists it too.
 */
import { Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ApiPath } from '../../domain/api';
import { ExternalLinkIcon } from '../../components/icons';
import { externalHref, findUserGuide } from './menu-tree';
import { useShellSession } from './session-context';

export function UserGuideItem() {
  const { t } = useLingui();
  const { session } = useShellSession();
  const guide = findUserGuide([session.menu?.headerMenu, session.menu?.menu]);
  if (!guide) return null;
  return (
    <Menu.Item
      component="a"
      href={externalHref(ApiPath.EXTERNAL_LINK, guide.path)}
      target="_blank"
      rel="noopener noreferrer"
      rightSection={<ExternalLinkIcon size={14} />}
    >
      {t`User guide`}
    </Menu.Item>
  );
}
