import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { I18nProvider } from '@lingui/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { requestPersistentStorage } from './data/persist';
import { activateLanguage, i18n } from './features/i18n/activate-language';
import { initialLanguage } from './features/i18n/initial-language';
import { theme } from './features/shell/theme';

const router = createRouter({ routeTree, scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

async function start(): Promise<void> {
  await activateLanguage(await initialLanguage());
  void requestPersistentStorage();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme}>
          <Notifications position="top-right" />
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
