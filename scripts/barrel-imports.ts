/**
 * A module's static imports as the first screen's chunk grouping should follow them: through a
 * package's index (Mantine's `esm/index.mjs`, @mantine/modals') only to the modules whose names
 * the importer takes. Followed whole, an index put in the home screen's chunk every Mantine
 * piece some other screen uses (Modal, the modals manager, @floating-ui via Popover), since a
 * lazy window's code that the home chunk's group matches lands in that chunk (issue 18).
 */
import { dirname, resolve } from 'node:path';

/** An index file: nothing but imports of named bindings, their export, and directives. */
const INDEX_STATEMENT = /^(?:import\s*\{[^}]*\}\s*from\s*"[^"]+";?|export\s*\{[^}]*\};?|"use client";?|\/\/[^\n]*)$/;

/** For an index file's code, each exported name's module (its path relative to the index); null for other files. */
export function indexExports(code: string): Map<string, string> | null {
  const statements = code
    .replace(/\/\/[^\n]*/g, '')
    .split(/;\s*|\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (statements.length === 0 || !statements.every((s) => INDEX_STATEMENT.test(s.endsWith('}') || s.endsWith('"') ? s : `${s};`))) return null;
  const out = new Map<string, string>();
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    for (const name of bindingNames(m[1] ?? '')) out.set(name, m[2] ?? '');
  }
  return out;
}

/** `a, b as c, type D` → a, b (the exported names, types left out). */
function bindingNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? '');
}

/**
 * The names `code` imports from `specifier` by name; null when it takes the module whole
 * (namespace, default or side-effect import, re-export) or not at all, so all of it is followed.
 */
export function namedImportsFrom(code: string, specifier: string): Set<string> | null {
  const quoted = `['"]${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"]`;
  const named = new RegExp(`import\\s*(type\\s*)?\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g');
  // Any other mention (namespace, default, side effect, re-export) takes it whole.
  if (new RegExp(quoted).test(code.replace(named, ''))) return null;
  const names = new Set<string>();
  let found = false;
  for (const m of code.matchAll(named)) {
    found = true;
    if (m[1]) continue;
    for (const name of bindingNames(m[2] ?? '')) names.add(name);
  }
  return found ? names : null;
}

/** The package a bare specifier names: `@mantine/core` of `@mantine/core/styles.css`. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

export type ModuleSource = (id: string) => string | null;

/**
 * `importedIds` with each package index the importer takes names from replaced by the modules
 * those names come from. Whatever is not understood is followed whole, as before.
 */
export function followedImports(id: string, importedIds: readonly string[], source: ModuleSource): string[] {
  const code = source(id);
  if (code === null) return [...importedIds];
  const specifiers = new Set([...code.matchAll(/from\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? ''));
  const out: string[] = [];
  for (const target of importedIds) {
    const index = target.includes('/node_modules/') ? source(target) : null;
    const exports = index === null ? null : indexExports(index);
    const specifier = exports === null ? undefined : [...specifiers].find((s) => {
      const pkg = packageOf(s);
      return pkg !== null && s === pkg && target.includes(`/node_modules/${pkg}/`);
    });
    const names = specifier === undefined ? null : namedImportsFrom(code, specifier);
    if (exports === null || names === null) {
      out.push(target);
      continue;
    }
    for (const name of names) {
      const from = exports.get(name);
      if (from === undefined) {
        // A name the index does not list by itself: follow it whole rather than miss a module.
        out.push(target);
        break;
      }
      out.push(resolve(dirname(target), from));
    }
  }
  return [...new Set(out)];
}
