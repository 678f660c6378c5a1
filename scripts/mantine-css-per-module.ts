/**
 * Build plugin: each module that imports a component from `@mantine/core` (ours, and the other
 * Mantine packages' and mantine-datatable's) also imports that component's stylesheet and those
 * of the components it is built from, so Mantine's CSS travels in the chunk that uses it. One
 * list of every stylesheet the app used was 30 kB gzip of every first load, most of it for
 * screens opened later. The stylesheets of a component are found in Mantine's own modules: each
 * `<Name>.module.mjs` it reaches stands for `styles/<Name>.css` (the two lists match one to one).
 * They are imported in the order of Mantine's `styles.css`, the parts before what overrides them.
 * Those of the first screen are left to FIRST_LOAD, one stylesheet of the first load imported
 * by main: the chunk of a module that used one of them would otherwise carry it as a file of
 * its own (23 files of the first load instead of 3, each compressed alone: 6 kB gzip more).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const CORE = resolve('node_modules/@mantine/core');
const ESM = join(CORE, 'esm');
/** Modules whose `@mantine/core` imports are given their stylesheets. */
const TRANSFORMED = /(?:[\\/]src[\\/](?!server[\\/]).*\.tsx?|[\\/]node_modules[\\/](?:@mantine[\\/](?:dates|charts|notifications|modals)|mantine-datatable)[\\/].*\.m?js)$/;
const FIRST_LOAD = 'src/components/mantine-styles.ts';
const CORE_IMPORT = /import\s*(type\s*)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;

/** Where `@mantine/core` takes each name it exports from. */
function exportSources(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const m of readFileSync(join(ESM, 'index.mjs'), 'utf8').matchAll(/^import \{([^}]*)\} from "(\.[^"]+)";$/gm)) {
    for (const name of (m[1] ?? '').split(',')) sources.set(name.trim(), join(ESM, m[2] ?? ''));
  }
  return sources;
}

/** Every module of `@mantine/core` a module reaches through its relative imports, itself included. */
function reached(file: string, seen: Set<string>): Set<string> {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(/^import [^;]*?from "(\.[^"]+)";$/gm)) reached(resolve(dirname(file), m[1] ?? ''), seen);
  return seen;
}

/** The stylesheet names in Mantine's own order, each with its place in `styles.css`. */
function mantineOrder(): Map<string, number> {
  const whole = readFileSync(join(CORE, 'styles.css'), 'utf8');
  const order = new Map<string, number>();
  const names = [...exportSources().values()].flatMap((file) => [...reached(file, new Set())]);
  for (const file of new Set(names)) {
    const name = /([A-Za-z]+)\.module\.mjs$/.exec(file)?.[1];
    if (!name || order.has(name)) continue;
    const css = join(CORE, 'styles', `${name}.css`);
    if (existsSync(css)) order.set(name, whole.indexOf(readFileSync(css, 'utf8').trim().slice(0, 200)));
  }
  return order;
}

export type StylesheetFinder = (names: readonly string[]) => string[];

/** Given the names a module imports from `@mantine/core`, the stylesheets it needs, in order. */
export function stylesheetFinder(): StylesheetFinder {
  const sources = exportSources();
  const order = mantineOrder();
  const cache = new Map<string, string[]>();
  const ofName = (name: string): string[] => {
    const known = cache.get(name);
    if (known) return known;
    const file = sources.get(name);
    const sheets = file
      ? [...reached(file, new Set())].map((f) => /([A-Za-z]+)\.module\.mjs$/.exec(f)?.[1] ?? '').filter((n) => order.has(n))
      : [];
    cache.set(name, sheets);
    return sheets;
  };
  return (names) => [...new Set(names.flatMap(ofName))].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/** The value names of a module's `import { … } from '@mantine/core'` statements. */
export function importedNames(code: string): string[] {
  return [...code.matchAll(CORE_IMPORT)]
    .filter((m) => !m[1])
    .flatMap((m) => (m[2] ?? '').split(','))
    .filter((part) => !/^\s*type\s/.test(part))
    .map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')
    .filter((name) => name !== '');
}

/** The stylesheets main imports for the first screen. */
export function firstLoadStylesheets(): Set<string> {
  return new Set([...readFileSync(FIRST_LOAD, 'utf8').matchAll(/'@mantine\/core\/styles\/([A-Za-z-]+)\.css'/g)].map((m) => m[1] ?? ''));
}

/** The imports of the stylesheets a module needs that main does not already bring. */
export function stylesheetImports(code: string, find: StylesheetFinder, inMain: ReadonlySet<string>): string {
  return find(importedNames(code))
    .filter((name) => !inMain.has(name))
    .map((name) => `import '@mantine/core/styles/${name}.css';`)
    .join('');
}

export function mantineCssPerModule(): Plugin {
  let found: { find: StylesheetFinder; inMain: Set<string> } | undefined;
  return {
    name: 'mantine-css-per-module',
    enforce: 'pre',
    transform(code, id) {
      if (!TRANSFORMED.test(id.split('?')[0] ?? '') || !code.includes('@mantine/core')) return null;
      found ??= { find: stylesheetFinder(), inMain: firstLoadStylesheets() };
      const imports = stylesheetImports(code, found.find, found.inMain);
      // Prepended on the first line, so the module's own lines keep their numbers; its own CSS
      // comes after them and may override them.
      return imports ? { code: imports + code, map: null } : null;
    },
  };
}
