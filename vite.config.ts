import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pureSchemas } from './scripts/pure-schemas';
import { mantineCssPerModule } from './scripts/mantine-css-per-module';
import { lightSchemeCss } from './scripts/light-scheme-css';
import { firstScreenPreload, type HomeScreen } from './scripts/first-screen-preload';
import { firstScreenCatalogue } from './scripts/first-screen-catalogue';
import { firstLoadGuard, workerEntryGuard } from './scripts/first-load-guard';
import { importShim } from './scripts/import-shim';
import { SCROLL_AREA_REFS } from './scripts/scroll-area-refs';

/** The screen a tablet opens on: its code and its messages load with the entry's (both plugins). */
const HOME_SCREEN: HomeScreen = { paths: ['/', '/appointment'], routeFiles: ['src/routes/_app.tsx', 'src/routes/_app/appointment.tsx'] };

const apiTarget = `http://localhost:${process.env.API_PORT ?? '8080'}`;

/** A Mantine component's modules, as the first-load guard names a package's path. */
const mantineComponent = (name: string) => `@mantine/core/esm/components/${name}`;

export default defineConfig({
  plugins: [
    mantineCssPerModule(),
    // Mantine's dark colour scheme left out of its stylesheets: the app is drawn light only.
    lightSchemeCss(),
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    // Lingui's macros are a Babel transform; it must run before the React plugin.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    // The first load of the board carries its messages only; the other screens' come with them.
    firstScreenCatalogue({ routeFiles: HOME_SCREEN.routeFiles }),
    // The schemas a first load's modules define but never parse with are left out of it.
    pureSchemas(),
    firstScreenPreload(HOME_SCREEN),
    // What loads later than the first screen, each with what needs it: the build fails if one
    // reaches the first load again.
    firstLoadGuard(HOME_SCREEN, {
      packages: [
        'zod', // with what parses
        mantineComponent('Alert'), // with the paused-sync or blocked-upgrade alert
        mantineComponent('ScrollArea'), // with the panels that scroll in one (the side menu scrolls natively)
        'dayjs/plugin', // with the screens that read zones
        'dayjs/locale', // with the language
        // Never: the shell's frame and the side menu's links are ours.
        mantineComponent('AppShell'),
        mantineComponent('NavLink'),
        mantineComponent('Collapse'),
        '@mantine/hooks/esm/use-collapse',
        // Never: the side menu's remembered state is ours (src/components/remembered-flag.ts).
        '@mantine/hooks/esm/use-local-storage',
        '@mantine/hooks/esm/use-debounced-callback', // with the search boxes (the expiry prompt debounces by itself)
        // With the booking search's list and the date picker: the first screen's fields are
        // drawn with Input's stylesheet alone (src/components/input-look.tsx).
        mantineComponent('Input'),
        mantineComponent('InputBase'),
        mantineComponent('TextInput'),
        // With the screens that draw them: the first screen's are drawn with their stylesheets
        // alone (avatar-look, badge-look, indicator-look).
        mantineComponent('Avatar'),
        mantineComponent('Badge'),
        mantineComponent('Indicator'),
        // With the screens that draw them, their groups with them: the first screen's are drawn
        // with Button.css and ActionIcon.css alone (button-look, action-icon-look). Transition,
        // which their loaders use, with them.
        mantineComponent('Button'),
        mantineComponent('ActionIcon'),
        mantineComponent('Transition'),
        '@mantine/hooks/esm/use-reduced-motion',
        '@mantine/hooks/esm/use-did-update',
      ],
      sources: [
        'src/domain/bill/calculate-bill.ts', // with the first slip or payment
        // The outbox's bills applied to loyalty, and the tip rules: with the payment window.
        'src/domain/bill/local-effects.ts',
        'src/domain/tip.ts',
        'src/data/loyalty.ts',
        // The POS rules (the drawer's figures, a pay-in's checks): with what uses them.
        'src/domain/pos.ts',
        'src/domain/drawer-taxes.ts',
        'src/domain/schemas/problems.ts', // with what parses
        'src/data/drawer-view.ts', // with the money screens
        // A Pay-in's or Pay-out's form and saving: with the first press of its button.
        'src/features/pos/pos-action-flow.ts',
        'src/features/pos/open-pos-action-modal.tsx',
        'src/data/pos-actions.ts',
        'src/domain/error-messages-en.ts', // with the sync results (the first screen throws codes)
        // A push answer's and a push failure's handling: with the first push.
        'src/data/sync-results.ts',
        'src/data/stuck-change.ts',
        // The error wording: with the first error shown.
        'src/features/i18n/error-messages.ts',
        'src/features/i18n/refusal-text.ts',
        'src/features/i18n/problem-text.ts',
        'node_modules/@mantine/core/styles/Combobox.css', // with the booking search's list
        'node_modules/@mantine/core/styles/ScrollArea.css',
        'node_modules/@mantine/core/styles/AppShell.css',
        'node_modules/@mantine/core/styles/NavLink.css',
      ],
    }),
    // ScrollArea without @floating-ui (the panels that use it need nothing floating).
    importShim(SCROLL_AREA_REFS),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Front Desk',
        short_name: 'Front Desk',
        description: 'Appointments and checkout for the salon front desk, online or offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#ffffff',
        theme_color: '#0b7285',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/bff': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // No <link rel=modulepreload> per dependency of a lazy chunk: appending them cost the first
    // load 55 ms of main thread and more (bench finding 2), while the chunks come from the
    // service worker's cache, where the browser's own import of each level is quick. The
    // entry's preloads in index.html stay; CSS of lazy chunks is still loaded with them.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // Everything the entry imports statically in one file: it all loads at every start anyway,
    // and 45 small files cost the start-up a request each (main-thread time per file, even from
    // the service worker's cache) and compressed worse apart (issue 18, fourth increment).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'], priority: 2 }] } } },
    // The home screen's own modules make one more (scripts/first-screen-preload.ts).
    // That file is React, Mantine's core, the router, Dexie and the shell: about 770 kB raw.
    chunkSizeWarningLimit: 800,
  },
  // The worker never parses with the domain's zod schemas, so it can leave them and zod out
  // (39 kB gzip down to 12): the plugin marks their construction pure, and reading a property
  // (`[MutationName.X]: schema` keys) is taken as free of side effects, which holds for the
  // domain's plain constant objects and comlink.
  worker: {
    // An ES module worker can split: its handlers load their code on first use (exposed-handlers.ts).
    format: 'es',
    plugins: () => [
      pureSchemas({ parsesNothing: true }),
      // The board's first compute fetches the layout only: the rest loads on a handler's first call.
      workerEntryGuard(['src/worker/board-interaction-handlers.ts', 'src/worker/checkout-handlers.ts', 'src/domain/bill/', 'src/domain/scheduler/drop-rules.ts']),
    ],
    rolldownOptions: { treeshake: { propertyReadSideEffects: false } },
  },
});
