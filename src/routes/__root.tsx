import { createRootRoute, Outlet } from '@tanstack/react-router';
import { ModalsProvider } from '@mantine/modals';
import { DatesLocale } from '../features/i18n/DatesLocale';
import { LocaleSync } from '../features/i18n/LocaleSync';
import { UpdatePrompt } from '../features/shell/UpdatePrompt';
import { NotFoundPage } from '../features/shell/NotFoundPage';

// Modals live inside the router so their content may use router hooks.
function Root() {
  return (
    <DatesLocale>
      <ModalsProvider>
        <Outlet />
        <LocaleSync />
        <UpdatePrompt />
      </ModalsProvider>
    </DatesLocale>
  );
}

export const Route = createRootRoute({ component: Root, notFoundComponent: NotFoundPage });
