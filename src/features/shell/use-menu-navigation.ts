/**
 * Menu paths come from the server as plain strings, so they are navigated by href. Locked
 * items go to the upgrade page; external ones open through the identity redirect.
 */
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { ApiPath, type MenuItem } from '../../domain/api';
import { externalHref } from './menu-tree';

export const UPGRADE_PATH = '/upgrade';

export type MenuLinkProps = {
  href: string;
  target?: '_blank';
  rel?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

export function useMenuNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  function linkProps(item: MenuItem): MenuLinkProps {
    if (item.external && !item.locked) {
      return { href: externalHref(ApiPath.EXTERNAL_LINK, item.path), target: '_blank', rel: 'noopener noreferrer' };
    }
    return hrefProps(item.locked ? UPGRADE_PATH : item.path);
  }

  /** A link to a path of the app, followed in place. */
  function hrefProps(href: string): MenuLinkProps {
    return {
      href,
      onClick: (event) => {
        // Let ctrl/cmd/shift-click open a new tab as users expect from links.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate({ href });
      },
    };
  }

  function isActive(path: string): boolean {
    return path !== '/' && (pathname === path || pathname.startsWith(`${path}/`));
  }

  return { linkProps, hrefProps, isActive };
}
