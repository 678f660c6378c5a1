/**
 * Mantine's stylesheets go with the modules that use the components (scripts/mantine-css-per-module.ts),
 * except those of the first screen, which main imports at once (src/components/mantine-styles.ts):
 * a component whose stylesheet neither brings shows unstyled, and one out of Mantine's order can
 * lose to the part it overrides.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadStylesheets, importedNames, stylesheetFinder, stylesheetImports } from '../../scripts/mantine-css-per-module';

const MANTINE = 'node_modules/@mantine/core';
const find = stylesheetFinder();
const position = (name: string): number =>
  readFileSync(join(MANTINE, 'styles.css'), 'utf8').indexOf(readFileSync(join(MANTINE, 'styles', `${name}.css`), 'utf8').trim().slice(0, 200));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'server' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("Mantine's styles per module", () => {
  it('finds the stylesheet of every component the app imports, with the parts it is built from', () => {
    const names = new Set(sourceFiles('src').flatMap((file) => importedNames(readFileSync(file, 'utf8'))));
    const missing = [...names].filter((name) => existsSync(join(MANTINE, 'styles', `${name}.css`)) && !find([name]).includes(name));
    expect(missing).toEqual([]);
    expect(find(['Switch'])).toEqual(expect.arrayContaining(['Input', 'InlineInput', 'Switch']));
    expect(find(['Modal'])).toEqual(expect.arrayContaining(['Overlay', 'CloseButton', 'ModalBase', 'Modal']));
  });

  it("imports them in Mantine's order", () => {
    const sheets = find(['Switch', 'Checkbox', 'ColorInput', 'Drawer', 'Select', 'Table']);
    const at = sheets.map(position);
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it("lists the first screen's in Mantine's order, after the three every component relies on", () => {
    const listed = [...firstLoadStylesheets()];
    expect(listed.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const at = listed.slice(3).map(position);
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('adds to a module only what main does not bring, and nothing for types', () => {
    const code = "import type { MantineSize } from '@mantine/core';\nimport { Button, Switch, type ButtonProps } from '@mantine/core';\n";
    expect(importedNames(code)).toEqual(['Button', 'Switch']);
    const imports = stylesheetImports(code, find, firstLoadStylesheets());
    expect(imports).toContain("import '@mantine/core/styles/InlineInput.css';import '@mantine/core/styles/Switch.css';");
    expect(imports).not.toContain('Button.css');
    expect(stylesheetImports("import { Text } from '@mantine/core';", find, firstLoadStylesheets())).toBe('');
  });
});
