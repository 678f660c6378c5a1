import { describe, expect, it } from 'vitest';
import { followedImports, indexExports, namedImportsFrom } from '../../scripts/barrel-imports';

const INDEX = '/repo/node_modules/@ui/core/esm/index.mjs';
const FILES: Record<string, string> = {
  [INDEX]: '"use client";\nimport { Menu } from "./Menu/Menu.mjs";\nimport { Modal, ModalBody } from "./Modal/Modal.mjs";\nexport { Menu, Modal, ModalBody };\n',
  '/repo/node_modules/@ui/core/esm/Menu/Menu.mjs': 'import { Popover } from "../Popover/Popover.mjs";\nfunction Menu() {}\nexport { Menu };\n',
  '/repo/src/header.tsx': "import { Menu, type MenuProps } from '@ui/core';\nimport { shell } from './shell';\n",
};
const source = (id: string) => FILES[id] ?? null;

describe("following a package's index only to the names taken", () => {
  it('reads which module each name of an index comes from, and no index in a module with code', () => {
    expect(indexExports(FILES[INDEX] ?? '')?.get('ModalBody')).toBe('./Modal/Modal.mjs');
    expect(indexExports(FILES['/repo/node_modules/@ui/core/esm/Menu/Menu.mjs'] ?? '')).toBeNull();
  });

  it('reads the names imported, types left out, and takes a namespace, default or re-export whole', () => {
    expect(namedImportsFrom("import { A, B as C, type D } from '@ui/core';", '@ui/core')).toEqual(new Set(['A', 'B']));
    expect(namedImportsFrom("import * as ui from '@ui/core';", '@ui/core')).toBeNull();
    expect(namedImportsFrom("import { A } from '@ui/core';\nexport { B } from '@ui/core';", '@ui/core')).toBeNull();
    expect(namedImportsFrom("import { A } from '@ui/other';", '@ui/core')).toBeNull();
  });

  it("goes from the importer to the modules of the names it takes, not to the index's other modules", () => {
    expect(followedImports('/repo/src/header.tsx', [INDEX, '/repo/src/shell.ts'], source)).toEqual(['/repo/node_modules/@ui/core/esm/Menu/Menu.mjs', '/repo/src/shell.ts']);
  });

  it('follows everything when it cannot tell: no source, or a name the index does not list', () => {
    expect(followedImports('/repo/src/unknown.tsx', [INDEX], source)).toEqual([INDEX]);
    const odd: Record<string, string> = { ...FILES, '/repo/src/odd.tsx': "import { Tabs } from '@ui/core';" };
    expect(followedImports('/repo/src/odd.tsx', [INDEX], (id) => odd[id] ?? null)).toEqual([INDEX]);
  });
});
