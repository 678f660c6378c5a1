import { createFileRoute, redirect } from '@tanstack/react-router';

/** The spec names both /system and /config for the settings: one screen, at /system. */
export const Route = createFileRoute('/_app/config')({
  beforeLoad: () => {
    throw redirect({ to: '/system', replace: true });
  },
});
