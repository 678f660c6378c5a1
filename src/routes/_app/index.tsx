import { createFileRoute, redirect } from '@tanstack/react-router';
import { getCachedSession } from '../../data/session';
import { homePath } from '../../features/shell/menu-tree';

/** `/`: the first child screen of the first header-menu entry, else the appointment day. */
export const Route = createFileRoute('/_app/')({
  beforeLoad: async () => {
    const session = await getCachedSession();
    throw redirect({ href: homePath(session?.menu?.headerMenu), replace: true });
  },
});
