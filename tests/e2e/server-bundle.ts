/**
 * The server's own sources as one ES module, built once per end-to-end run. `npm start` runs
 * src/server/main.ts through tsx, whose loader hooks then see every import of the server and
 * its packages: 1.2–1.5 s of CPU at each start, against about 0.3 s for this bundle, and every
 * file starts at least one server. Packages stay outside it and load from node_modules as they
 * do under `npm start` (PGlite finds its WebAssembly beside its own module).
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/** The server's entry, as `npm start` imports it. */
export const SERVER_ENTRY = 'src/server/main.ts';

/**
 * Each source keeps its own `import.meta.url` (the migrations are read from beside migrate.ts):
 * bundled, they would all get the bundle's.
 */
const ownModuleUrl: Plugin = {
  name: 'own-module-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

/**
 * Writes the bundle into `outDir` and returns its path. `outDir` must be inside the project,
 * so that the packages it imports resolve from the project's node_modules.
 */
export async function bundleServer(outDir: string): Promise<string> {
  const outfile = join(outDir, 'main.mjs');
  await build({
    entryPoints: [resolve(SERVER_ENTRY)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [ownModuleUrl],
    logLevel: 'warning',
  });
  return outfile;
}
