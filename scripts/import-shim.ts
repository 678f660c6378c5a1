/**
 * Build plugin: one package's import, made by some of another package's modules, answered by a
 * few lines of ours instead (scripts/scroll-area-refs.ts): for a Mantine part that takes one small
 * thing from a big module.
 */
import type { Plugin } from 'vite';

export type ImportShim = {
  name: string;
  /** The import answered, e.g. `@floating-ui/react`. */
  source: string;
  /** The modules whose import of it is answered. */
  importers: RegExp;
  /** What they get instead (an ES module). */
  code: string;
};

export function isShimmed(shim: ImportShim, source: string, importer: string | undefined): boolean {
  return source === shim.source && importer !== undefined && shim.importers.test(importer);
}

export function importShim(shim: ImportShim): Plugin {
  const id = `\0front-desk:${shim.name}`;
  return {
    name: `front-desk:${shim.name}`,
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return isShimmed(shim, source, importer) ? id : null;
    },
    load(loaded) {
      return loaded === id ? shim.code : null;
    },
  };
}
