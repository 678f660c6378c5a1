/**
 * Build check: the home screen's first load (the entry, what it imports statically, the home
 * screen's files) carries none of the named packages. zod left it in issue 18's seventh
 * increment (schemas load with the screens and actions that parse); one schema file imported
 * for a name by a first-screen module would bring all of zod back without a word, since the
 * bundler keeps a module whole in one chunk.
 */
import type { Plugin } from 'vite';
import { firstLoadChunks, type BundleView, type HomeScreen } from './first-screen-preload';

/** `name (chunk)` for each name whose module path (`fragment(name)`) a first-load chunk holds a module of. */
function namesOnFirstLoad(bundle: BundleView, routeFiles: readonly string[], names: readonly string[], fragment: (name: string) => string): string[] {
  const found: string[] = [];
  for (const chunk of firstLoadChunks(bundle, routeFiles)) {
    for (const name of names) {
      if (chunk.moduleIds.some((id) => id.includes(fragment(name)))) found.push(`${name} (${chunk.fileName})`);
    }
  }
  return found;
}

/** `package (chunk)` for each named package a first-load chunk holds a module of. */
export const packagesOnFirstLoad = (bundle: BundleView, routeFiles: readonly string[], packages: readonly string[]): string[] =>
  namesOnFirstLoad(bundle, routeFiles, packages, (name) => `/node_modules/${name}/`);

/** `source (chunk)` for each source file or folder (from the project's root) a first-load chunk holds. */
export const sourcesOnFirstLoad = (bundle: BundleView, routeFiles: readonly string[], sources: readonly string[]): string[] =>
  namesOnFirstLoad(bundle, routeFiles, sources, (source) => `/${source}`);

/** The same for the entry's chunks alone (a bundle without routes: the worker's). */
export const sourcesOnEntryLoad = (bundle: BundleView, sources: readonly string[]): string[] => sourcesOnFirstLoad(bundle, [], sources);

export function firstLoadGuard(home: HomeScreen, left: { packages: readonly string[]; sources: readonly string[] }): Plugin {
  return {
    name: 'front-desk:first-load-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = [...packagesOnFirstLoad(bundle, home.routeFiles, left.packages), ...sourcesOnFirstLoad(bundle, home.routeFiles, left.sources)];
      if (found.length > 0) {
        this.error(`first-load-guard: the first load of ${home.paths.join(', ')} holds ${found.join(', ')}; import it where it is used, lazily (issue 18).`);
      }
    },
  };
}

/**
 * The worker's counterpart: its entry (what a tablet's first start fetches for the board's first
 * compute) holds none of the named sources, which load on a handler's first call
 * (src/worker/exposed-handlers.ts). One static import of them would bring them back unseen.
 */
export function workerEntryGuard(sources: readonly string[]): Plugin {
  return {
    name: 'front-desk:worker-entry-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = sourcesOnEntryLoad(bundle, sources);
      if (found.length > 0) {
        this.error(`worker-entry-guard: the worker's entry holds ${found.join(', ')}; load them on first use (issue 18).`);
      }
    },
  };
}
