/**
 * Build check: the home screen's first load (the entry, what it imports statically, the home
 * screen's files) carries none of the named packages. zod left it in issue 18's seventh
 * increment (schemas load with the screens and actions that parse); one schema file imported
 * for a name by a first-screen module would bring all of zod back without a word, since the
 * bundler keeps a module whole in one chunk.
 */
import type { Plugin } from 'vite';
import { firstLoadChunks, type BundleView, type HomeScreen } from './first-screen-preload';

/** `package (chunk)` for each named package a first-load chunk holds a module of. */
export function packagesOnFirstLoad(bundle: BundleView, routeFiles: readonly string[], packages: readonly string[]): string[] {
  const found: string[] = [];
  for (const chunk of firstLoadChunks(bundle, routeFiles)) {
    for (const name of packages) {
      if (chunk.moduleIds.some((id) => id.includes(`/node_modules/${name}/`))) found.push(`${name} (${chunk.fileName})`);
    }
  }
  return found;
}

export function firstLoadGuard(home: HomeScreen, packages: readonly string[]): Plugin {
  return {
    name: 'front-desk:first-load-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = packagesOnFirstLoad(bundle, home.routeFiles, packages);
      if (found.length > 0) {
        this.error(`first-load-guard: the first load of ${home.paths.join(', ')} holds ${found.join(', ')}; import what parses lazily (issue 18).`);
      }
    },
  };
}
