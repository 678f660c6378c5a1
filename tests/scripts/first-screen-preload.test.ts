import { describe, expect, it } from 'vitest';
import { homeScreenFiles, preloadScript } from '../../scripts/first-screen-preload';

/** Only the fields the plugin reads: a real bundle's chunks have many more. */
const chunk = (fileName: string, imports: string[], extra: { isEntry?: boolean; facadeModuleId?: string } = {}) =>
  [fileName, { type: 'chunk' as const, fileName, imports, isEntry: extra.isEntry ?? false, facadeModuleId: extra.facadeModuleId ?? null }] as const;

const bundleOf = (...chunks: ReturnType<typeof chunk>[]) => ({ ...Object.fromEntries(chunks), 'index.html': { type: 'asset' as const } });

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
    expect(homeScreenFiles(bundle)).toEqual(['assets/_app.js', 'assets/menu.js', 'assets/popover.js', 'assets/appointment.js', 'assets/board.js']);
  });

  it('fails the build when a home screen route has no chunk, rather than preloading nothing', () => {
    const bundle = bundleOf(chunk('assets/index.js', [], { isEntry: true }), chunk('assets/_app.js', [], { facadeModuleId: LAYOUT }));
    expect(() => homeScreenFiles(bundle)).toThrow(/appointment/);
  });

  it('adds the links on the addresses a tablet opens, and none elsewhere', () => {
    const run = (pathname: string) => {
      const added: { rel: string; href: string; crossOrigin: string }[] = [];
      const document = { createElement: () => ({ rel: '', href: '', crossOrigin: 'unset' }), head: { appendChild: (l: (typeof added)[number]) => added.push(l) } };
      new Function('location', 'document', preloadScript(['assets/_app.js', 'assets/appointment.js']))({ pathname }, document);
      return added;
    };
    expect(run('/appointment')).toEqual([
      { rel: 'modulepreload', href: '/assets/_app.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/appointment.js', crossOrigin: '' },
    ]);
    expect(run('/')).toHaveLength(2);
    expect(run('/login')).toEqual([]);
    expect(run('/cart')).toEqual([]);
  });
});
