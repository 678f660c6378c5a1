import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { followedImports } from '../../scripts/barrel-imports';
import { catalogueFiles, homeScreenFiles, homeScreenModules, moduleSource, preloadScript } from '../../scripts/first-screen-preload';
import { SCROLL_AREA_REFS } from '../../scripts/scroll-area-refs';

/** Only the fields the plugin reads: a real bundle's chunks have many more. */
const chunk = (fileName: string, imports: string[], extra: { isEntry?: boolean; facadeModuleId?: string } = {}) =>
  [fileName, { type: 'chunk' as const, fileName, imports, isEntry: extra.isEntry ?? false, facadeModuleId: extra.facadeModuleId ?? null, moduleIds: extra.facadeModuleId ? [extra.facadeModuleId] : [] }] as const;

const bundleOf = (...chunks: ReturnType<typeof chunk>[]) => ({ ...Object.fromEntries(chunks), 'index.html': { type: 'asset' as const } });

const ROUTES = ['src/routes/_app.tsx', 'src/routes/_app/appointment.tsx'];
const LAYOUT = '/repo/src/routes/_app.tsx?tsr-split=component';
const HOME = '/repo/src/routes/_app/appointment.tsx?tsr-split=component';

describe('the home screen preload', () => {
  it('lists the layout, the appointment screen and what they import, not what the entry already loads nor other screens', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', ['assets/react.js', 'assets/box.js'], { isEntry: true }),
      chunk('assets/react.js', []),
      chunk('assets/box.js', []),
      chunk('assets/_app.js', ['assets/box.js', 'assets/menu.js'], { facadeModuleId: LAYOUT }),
      chunk('assets/menu.js', ['assets/popover.js']),
      chunk('assets/popover.js', []),
      chunk('assets/appointment.js', ['assets/menu.js', 'assets/board.js'], { facadeModuleId: HOME }),
      chunk('assets/board.js', ['assets/react.js']),
      chunk('assets/cart.js', ['assets/menu.js'], { facadeModuleId: '/repo/src/routes/_app/cart.tsx?tsr-split=component' }),
    );
    expect(homeScreenFiles(bundle, ROUTES)).toEqual(['assets/_app.js', 'assets/menu.js', 'assets/popover.js', 'assets/appointment.js', 'assets/board.js']);
  });

  it('fails the build when a home screen route has no chunk, rather than preloading nothing', () => {
    const bundle = bundleOf(chunk('assets/index.js', [], { isEntry: true }), chunk('assets/_app.js', [], { facadeModuleId: LAYOUT }));
    expect(() => homeScreenFiles(bundle, ROUTES)).toThrow(/appointment/);
  });

  it("groups what the home screen's routes import statically and the entry does not", () => {
    const graph: Record<string, string[]> = {
      main: ['react', 'shell'],
      shell: ['react'],
      layout: ['shell', 'menu'],
      board: ['menu', 'card'],
      card: ['react', 'badge'],
      menu: ['popover'],
      cart: ['table'],
    };
    const imports = (id: string) => graph[id] ?? [];
    expect([...homeScreenModules(['main'], ['layout', 'board'], imports)].sort()).toEqual(['badge', 'board', 'card', 'layout', 'menu', 'popover']);
  });

  it("follows an import shim's named import of a package index to that name's module only", () => {
    const shim = `\0front-desk:${SCROLL_AREA_REFS.name}`;
    const hooksIndex = resolve('node_modules/@mantine/hooks/esm/index.mjs');
    const source = moduleSource((id) => (id === shim ? SCROLL_AREA_REFS.code : null));
    expect(followedImports(shim, [hooksIndex], source)).toEqual([resolve(dirname(hooksIndex), './use-merged-ref/use-merged-ref.mjs')]);
  });

  it("finds each language's first-screen catalog", () => {
    const bundle = bundleOf(
      chunk('assets/index.js', [], { isEntry: true }),
      chunk('assets/messages-en.js', [], { facadeModuleId: '/repo/src/locales/en/messages.po?first-screen' }),
      chunk('assets/messages-fr.js', [], { facadeModuleId: '/repo/src/locales/fr/messages.po?first-screen' }),
      chunk('assets/messages-all-fr.js', [], { facadeModuleId: '/repo/src/locales/fr/messages.po' }),
    );
    expect(catalogueFiles(bundle)).toEqual({ en: ['assets/messages-en.js'], fr: ['assets/messages-fr.js'] });
  });

  it('adds the links on the addresses a tablet opens, with the remembered language catalog, and none elsewhere', () => {
    const run = (pathname: string, language: string | null = null) => {
      const added: { rel: string; href: string; crossOrigin: string }[] = [];
      const document = { createElement: () => ({ rel: '', href: '', crossOrigin: 'unset' }), head: { appendChild: (l: (typeof added)[number]) => added.push(l) } };
      const localStorage = { getItem: () => language };
      const script = preloadScript(['/', '/appointment'], ['assets/_app.js', 'assets/appointment.js'], { en: ['assets/messages-en.js'], vi: ['assets/messages-vi.js'] });
      new Function('location', 'document', 'localStorage', script)({ pathname }, document, localStorage);
      return added.map((l) => `${l.rel} ${l.crossOrigin === '' ? 'anonymous' : l.crossOrigin} ${l.href}`);
    };
    expect(run('/appointment')).toEqual(['modulepreload anonymous /assets/_app.js', 'modulepreload anonymous /assets/appointment.js']);
    expect(run('/appointment', 'vi')).toEqual(['modulepreload anonymous /assets/_app.js', 'modulepreload anonymous /assets/appointment.js', 'modulepreload anonymous /assets/messages-vi.js']);
    expect(run('/', 'xx')).toHaveLength(2);
    expect(run('/login', 'en')).toEqual([]);
    expect(run('/cart')).toEqual([]);
  });
});
