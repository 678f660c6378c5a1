/**
 * Build plugin: a catalog per language of only the messages the first screen's code can show,
 * `import('…/messages.po?first-screen')`. The whole English catalog (30 kB gzip, every screen's
 * messages) was on the first load of /appointment, where a fourth of it is used.
 *
 * "The first screen's code" is what a load of the given routes can run: the entry and what it
 * imports, the given routes' split components, and every lazy import reachable from those (the
 * board's dialogs, the shell's menus), only other routes' split components left out: a screen
 * behind them waits for the complete catalog first (src/features/i18n/activate-language.ts).
 * The ids are read from each module as the Lingui macro left it; the subset is known once the
 * module graph is, so the chunk carries a placeholder until it is rendered.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';

const QUERY = '?first-screen';
const PLACEHOLDER = '__FIRST_SCREEN_CATALOGUE__';
const ROUTE_SPLIT = '?tsr-split=';
// A message descriptor as the macro leaves it (`{ id: "3lBYS3" }`) or a `<Trans id="…">` prop.
// A module whose lazy windows wait for the complete catalog (src/features/i18n/activate-language.ts).
const GATED = /\bwithAllMessages\(/;
const MESSAGE_ID = /\bid\s*[:=]\s*["'`]([A-Za-z0-9+/=_-]{4,12})["'`]/g;

type Options = {
  /** The route files (relative to the root) whose split components the first screen loads. */
  routeFiles: readonly string[];
};

type CompiledMessages = Record<string, unknown>;

function withoutQuery(id: string): string {
  const at = id.indexOf('?');
  return at < 0 ? id : id.slice(0, at);
}

/** The language's messages, compiled as the Lingui plugin compiles the whole catalog. */
async function compiledCatalogue(poFile: string, root: string): Promise<CompiledMessages> {
  const config = getConfig({ cwd: root });
  const found = getCatalogForFile(poFile.slice(root.length + 1), await getCatalogs(config));
  if (!found) throw new Error(`${poFile} is not one of lingui.config's catalogs`);
  const { fallbackLocales, sourceLocale } = config;
  if (!fallbackLocales || !sourceLocale) throw new Error('lingui.config names no source or fallback locale');
  const { messages } = await found.catalog.getTranslations(found.locale, { fallbackLocales, sourceLocale });
  const { source, errors } = createCompiledCatalog(found.locale, messages, { namespace: 'json' });
  if (errors.length) throw new Error(`${poFile}: ${errors.map((e) => e.id).join(', ')} do not compile`);
  const parsed: unknown = JSON.parse(source);
  const compiled = isRecord(parsed) ? parsed.messages : null;
  if (!isRecord(compiled)) throw new Error(`${poFile}: unexpected compiled catalog`);
  return compiled;
}

function isRecord(value: unknown): value is CompiledMessages {
  return typeof value === 'object' && value !== null;
}

type ModuleLinks = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; gated?: boolean };

/**
 * The modules a load of the first screen may run: all the entries import, at once or lazily,
 * other routes' split components, the windows a gated module fetches (and the catalogs) left out.
 */
export function firstScreenModules(entries: readonly string[], links: (id: string) => ModuleLinks | null, firstRoutes: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = links(id);
    if (!info) continue;
    stack.push(...info.importedIds);
    if (info.gated) continue;
    for (const lazy of info.dynamicallyImportedIds) {
      if (lazy.endsWith('.po') || lazy.endsWith(QUERY)) continue;
      if (lazy.includes(ROUTE_SPLIT) && !firstRoutes.has(withoutQuery(lazy))) continue;
      stack.push(lazy);
    }
  }
  return seen;
}

export function firstScreenCatalogue({ routeFiles }: Options): Plugin {
  let root = process.cwd();
  let building = false;
  const idsByModule = new Map<string, string[]>();
  const gated = new Set<string>();
  let firstScreenIds: Set<string> | null = null;
  const firstRoutes = new Set<string>();

  return {
    name: 'front-desk:first-screen-catalogue',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
      for (const file of routeFiles) firstRoutes.add(resolve(root, file));
    },
    resolveId(source, importer) {
      if (!source.endsWith(`.po${QUERY}`)) return null;
      return resolve(importer ? resolve(importer, '..') : root, source);
    },
    load(id) {
      if (!id.endsWith(QUERY)) return null;
      const po = JSON.stringify(withoutQuery(id));
      // Served by the dev server or a test: the complete catalog will do.
      if (!building) return `export { messages } from ${po};`;
      return { code: `export const messages = ${JSON.stringify(PLACEHOLDER)};`, moduleType: 'js' };
    },
    transform(code, id) {
      if (!building || id.includes('/node_modules/') || !id.includes('/src/')) return null;
      const ids = [...code.matchAll(MESSAGE_ID)].map((m) => m[1] ?? '');
      if (ids.length) idsByModule.set(id, ids);
      if (GATED.test(code)) gated.add(id);
      return null;
    },
    buildEnd() {
      if (!building) return;
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const seen = firstScreenModules(
        entries,
        (id) => {
          const info = this.getModuleInfo(id);
          return info && { importedIds: info.importedIds, dynamicallyImportedIds: info.dynamicallyImportedIds, gated: gated.has(id) };
        },
        firstRoutes,
      );
      firstScreenIds = new Set([...seen].flatMap((id) => idsByModule.get(id) ?? []));
    },
    async renderChunk(code, chunk) {
      const catalogue = chunk.moduleIds.find((id) => id.endsWith(QUERY));
      if (!catalogue || !firstScreenIds) return null;
      const all = await compiledCatalogue(withoutQuery(catalogue), root);
      const ids = firstScreenIds;
      const subset = Object.fromEntries(Object.entries(all).filter(([id]) => ids.has(id)));
      const literal = [JSON.stringify(PLACEHOLDER), `'${PLACEHOLDER}'`, `\`${PLACEHOLDER}\``].find((l) => code.includes(l));
      if (!literal) throw new Error(`${chunk.fileName}: the first-screen catalog's placeholder is gone`);
      this.info(`${chunk.fileName}: ${Object.keys(subset).length} of ${Object.keys(all).length} messages`);
      return { code: code.replace(literal, `JSON.parse(${JSON.stringify(JSON.stringify(subset))})`), map: null };
    },
  };
}
