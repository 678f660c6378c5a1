/**
 * Build plugin: the home screen's code starts loading with the entry instead of after it.
 *
 * The routes are split per screen, and main.tsx asks for the matched screens' chunks as soon as
 * it runs; but it runs only once the entry and its ~45 files are loaded, and the screens' chunks
 * then import their own files, two levels more. On the bench's tablet (10 × 80 at 1×) that chain
 * held the first render back by about 400 ms after the entry's files were in (issue 18, fourth
 * increment). index.html now loads a small script that, on the addresses a tablet starts from,
 * adds `modulepreload` links for the signed-in layout's and the appointment screen's chunks and
 * every file they import, so the browser fetches and compiles them beside the entry's. Other
 * addresses (sign-in, the public pages, other screens) load as before: nothing is preloaded that
 * they would not use.
 */
import type { Plugin } from 'vite';

/** What is read of a bundle's chunks (Rolldown's output chunks have these and more). */
type ChunkView = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null };
type BundleView = Record<string, ChunkView | { type: 'asset' }>;

/** Route modules whose split component chunks the home screen renders. */
const HOME_SCREEN_ROUTES = [/\/src\/routes\/_app\.tsx\?tsr-split=component/, /\/src\/routes\/_app\/appointment\.tsx\?tsr-split=component/];
/** Where a front-desk tablet opens: `/` redirects to the home screen, the appointment day by default. */
const HOME_PATHS = ['/', '/appointment'];

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
export function homeScreenFiles(bundle: BundleView): string[] {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return [];
  const loaded = closure(entry, byFile);
  const wanted = new Set<string>();
  for (const pattern of HOME_SCREEN_ROUTES) {
    const screen = chunks.find((c) => c.facadeModuleId !== null && pattern.test(c.facadeModuleId));
    if (!screen) throw new Error(`first-screen-preload: no chunk for ${pattern.source}; was the route renamed?`);
    for (const file of closure(screen, byFile)) if (!loaded.has(file)) wanted.add(file);
  }
  return [...wanted];
}

/** A classic script, since the CSP allows no inline one; async, so it never holds the page's parsing. */
export function preloadScript(files: string[]): string {
  return `(()=>{if(!${JSON.stringify(HOME_PATHS)}.includes(location.pathname))return;for(const h of ${JSON.stringify(files)}){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+h;document.head.appendChild(l)}})();\n`;
}

export function firstScreenPreload(): Plugin {
  return {
    name: 'front-desk:first-screen-preload',
    apply: 'build',
    // After Vite has written index.html into the bundle, so the script's tag can be added to it
    // and the file is part of the bundle the service worker precaches.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset' || typeof page.source !== 'string') return;
        const files = homeScreenFiles(bundle);
        const ref = this.emitFile({ type: 'asset', name: 'home-preload.js', source: preloadScript(files) });
        const tag = `<script async src="/${this.getFileName(ref)}"></script>`;
        page.source = page.source.replace('</title>', `</title>\n    ${tag}`);
      },
    },
  };
}
