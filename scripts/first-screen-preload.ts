/**
 * Build plugin: the home screen's code starts loading with the entry instead of after it.
 *
 * The routes are split per screen, and main.tsx asks for the matched screens' chunks as soon as
 * it runs; but it runs only once the entry and its ~45 files are loaded, and the screens' chunks
 * then import their own files, two levels more. On the bench's tablet (10 × 80 at 1×) that chain
 * held the first render back by about 400 ms after the entry's files were in (issue 18, fourth
 * increment). index.html now loads a small script that, on the addresses a tablet starts from,
 * adds `modulepreload` links for the signed-in layout's and the appointment screen's chunks and
 * every file they import, so the browser fetches and compiles them beside the entry's, and the
 * first-screen catalog of the language last shown (scripts/first-screen-catalogue.ts), which
 * main.tsx would otherwise ask for only once it runs. Other addresses (sign-in, the public pages,
 * other screens) load as before: nothing is preloaded that they would not use.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { followedImports, type ModuleSource } from './barrel-imports';

/** What is read of a bundle's chunks (Rolldown's output chunks have these and more). */
type ChunkView = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null; moduleIds: string[] };
export type BundleView = Record<string, ChunkView | { type: 'asset' }>;

export type HomeScreen = {
  /** Where a front-desk tablet opens (`/` redirects to the home screen). */
  paths: readonly string[];
  /** The route files whose split components the home screen renders, from the project's root. */
  routeFiles: readonly string[];
};

/** Where activate-language.ts keeps the language last shown; the catalog to preload is its. */
const LANGUAGE_HINT_KEY = 'front-desk.language';
const FIRST_SCREEN_CATALOGUE = /\/src\/locales\/([a-z]+)\/messages\.po\?first-screen$/;

type Imports = (id: string) => readonly string[];

/** `starts` and every module they import statically, transitively, minus `stop`'s. */
function staticallyReached(starts: readonly string[], imports: Imports, stop: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    stack.push(...imports(id));
  }
  return seen;
}

/**
 * The modules the home screen's split routes import that the entry does not: one chunk of them
 * instead of some fifty (Mantine's pieces, shared helpers), each a request of the start-up.
 * Another screen that shares one of them loads the whole chunk, the board's code with it: from
 * the service worker's cache, a little parsing on that screen's cold start for the home screen's
 * one file.
 */
export function homeScreenModules(entries: readonly string[], routeModules: readonly string[], imports: Imports): Set<string> {
  return staticallyReached(routeModules, imports, staticallyReached(entries, imports));
}

const chunksOf = (bundle: BundleView): ChunkView[] => Object.values(bundle).filter((o): o is ChunkView => o.type === 'chunk');

/** `start` and every chunk it imports statically, transitively. */
function closure(start: ChunkView, byFile: Map<string, ChunkView>, into = new Set<string>()): Set<string> {
  if (into.has(start.fileName)) return into;
  into.add(start.fileName);
  for (const file of start.imports) {
    const next = byFile.get(file);
    if (next) closure(next, byFile, into);
  }
  return into;
}

/** The files the home screen needs beyond the entry's own closure, in import order. */
export function homeScreenFiles(bundle: BundleView, routeFiles: readonly string[]): string[] {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return [];
  const loaded = closure(entry, byFile);
  const wanted = new Set<string>();
  for (const route of routeFiles) {
    // The route's own chunk, or the `home` group's that holds it.
    const screen = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${route}?tsr-split=component`)));
    if (!screen) throw new Error(`first-screen-preload: no chunk for ${route}'s component; was the route renamed?`);
    for (const file of closure(screen, byFile)) if (!loaded.has(file)) wanted.add(file);
  }
  return [...wanted];
}

/** Every chunk the home screen's first load runs: the entry's closure and the home screen's files. */
export function firstLoadChunks(bundle: BundleView, routeFiles: readonly string[]): ChunkView[] {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const files = new Set([...(entry ? closure(entry, byFile) : []), ...homeScreenFiles(bundle, routeFiles)]);
  return chunks.filter((c) => files.has(c.fileName));
}

/** Each language's first-screen catalog and the files it imports (none, as built today). */
export function catalogueFiles(bundle: BundleView): Record<string, string[]> {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const out: Record<string, string[]> = {};
  for (const c of chunks) {
    const language = FIRST_SCREEN_CATALOGUE.exec(c.facadeModuleId ?? '')?.[1];
    if (language) out[language] = [...closure(c, byFile)];
  }
  return out;
}

/**
 * A classic script, since the CSP allows no inline one; async, so it never holds the page's
 * parsing. Without a remembered language (a first visit) no catalog is guessed.
 */
export function preloadScript(paths: readonly string[], files: string[], catalogues: Record<string, string[]>): string {
  return `(()=>{if(!${JSON.stringify(paths)}.includes(location.pathname))return;let c=[];try{c=${JSON.stringify(catalogues)}[localStorage.getItem(${JSON.stringify(LANGUAGE_HINT_KEY)})]||[]}catch{}for(const h of ${JSON.stringify(files)}.concat(c)){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+h;document.head.appendChild(l)}})();\n`;
}

/**
 * Each module's code as the chunk grouping reads its imports: as written on disk (the route
 * plugin's split modules, `?tsr-split=`, import no more than their file), and a virtual module
 * (an import shim, scripts/import-shim.ts) as loaded, since it has no file. Without its code a
 * shim's one named import of a package index was followed whole: `@mantine/hooks`' every hook
 * some other screen uses went into the home chunk (issue 18).
 */
export function moduleSource(loadedCode: (id: string) => string | null): ModuleSource {
  const sources = new Map<string, string | null>();
  return (id) => {
    if (!sources.has(id)) {
      let code: string | null = null;
      try {
        code = id.startsWith('\0') ? loadedCode(id) : readFileSync(id.split('?')[0] ?? id, 'utf8');
      } catch {
        code = null;
      }
      sources.set(id, code);
    }
    return sources.get(id) ?? null;
  };
}

export function firstScreenPreload(home: HomeScreen): Plugin {
  let homeModules = new Set<string>();
  return {
    name: 'front-desk:first-screen-preload',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const routes = home.routeFiles.map((file) => ids.find((id) => id.endsWith(`/${file}?tsr-split=component`)) ?? file);
      const source = moduleSource((id) => this.getModuleInfo(id)?.code ?? null);
      const imports = (id: string) => followedImports(id, this.getModuleInfo(id)?.importedIds ?? [], source);
      homeModules = homeScreenModules(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        routes,
        imports,
      );
    },
    // Read when chunks are made, after buildEnd has filled the set.
    outputOptions(options) {
      const splitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      const group = { name: 'home', test: (id: string) => homeModules.has(id), priority: 1 };
      return { ...options, codeSplitting: { ...splitting, groups: [...(splitting.groups ?? []), group] } };
    },
    // After Vite has written index.html into the bundle, so the script's tag can be added to it
    // and the file is part of the bundle the service worker precaches.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset' || typeof page.source !== 'string') return;
        const source = preloadScript(home.paths, homeScreenFiles(bundle, home.routeFiles), catalogueFiles(bundle));
        const ref = this.emitFile({ type: 'asset', name: 'home-preload.js', source });
        const tag = `<script async src="/${this.getFileName(ref)}"></script>`;
        page.source = page.source.replace('</title>', `</title>\n    ${tag}`);
      },
    },
  };
}
