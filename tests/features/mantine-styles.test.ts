/**
 * The app loads Mantine's styles per component (src/components/mantine-styles.ts): a component
 * imported from `@mantine/core` whose stylesheet is missing there would show unstyled, and a
 * file out of Mantine's order could lose to the part it overrides.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MANTINE = 'node_modules/@mantine/core';
const LIST = readFileSync('src/components/mantine-styles.ts', 'utf8');
const listed = [...LIST.matchAll(/'@mantine\/core\/styles\/([A-Za-z-]+)\.css'/g)].map((m) => m[1] ?? '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'server' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every name the browser code imports from `@mantine/core`. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles('src')) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const part of (m[1] ?? '').split(',')) {
        const name = part.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]?.trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe("Mantine's styles per component", () => {
  it('lists the stylesheet of every component the app imports', () => {
    const missing = [...importedNames()].filter((name) => existsSync(join(MANTINE, 'styles', `${name}.css`)) && !listed.includes(name));
    expect(missing).toEqual([]);
  });

  it("keeps Mantine's order", () => {
    const whole = readFileSync(join(MANTINE, 'styles.css'), 'utf8');
    const at = listed.map((name) => whole.indexOf(readFileSync(join(MANTINE, 'styles', `${name}.css`), 'utf8').trim().slice(0, 200)));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });
});
