/**
 * The first screen's catalog holds the messages of every module a load of the board may run
 * (scripts/first-screen-catalogue.ts): a module left out would show a message id, one let in
 * from another screen only weighs on the first load.
 */
import { describe, expect, it } from 'vitest';
import { firstScreenModules } from '../../scripts/first-screen-catalogue';

const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[]; gated?: boolean }> = {
  'index.html': { importedIds: ['main.tsx'], dynamicallyImportedIds: [] },
  'main.tsx': { importedIds: ['routeTree.gen.ts', 'activate-language.ts'], dynamicallyImportedIds: [] },
  'activate-language.ts': { importedIds: [], dynamicallyImportedIds: ['en/messages.po', 'en/messages.po?first-screen'] },
  'routeTree.gen.ts': { importedIds: ['/r/_app/appointment.tsx', '/r/_app/customer.tsx'], dynamicallyImportedIds: [] },
  '/r/_app/appointment.tsx': { importedIds: [], dynamicallyImportedIds: ['/r/_app/appointment.tsx?tsr-split=component'] },
  '/r/_app/appointment.tsx?tsr-split=component': { importedIds: ['Board.tsx'], dynamicallyImportedIds: ['PaymentWindow.tsx'] },
  '/r/_app/customer.tsx': { importedIds: [], dynamicallyImportedIds: ['/r/_app/customer.tsx?tsr-split=component'] },
  '/r/_app/customer.tsx?tsr-split=component': { importedIds: ['CustomerList.tsx'], dynamicallyImportedIds: [] },
  'Board.tsx': { importedIds: ['lazy-windows.ts'], dynamicallyImportedIds: [] },
  'lazy-windows.ts': { importedIds: [], dynamicallyImportedIds: ['CartForm.tsx'], gated: true },
  'PaymentWindow.tsx': { importedIds: ['Keypad.tsx'], dynamicallyImportedIds: [] },
};

describe('the first screen’s modules', () => {
  const modules = firstScreenModules(['index.html'], (id) => graph[id] ?? null, new Set(['/r/_app/appointment.tsx']));

  it('has what the entry imports, its route’s split component and the lazy windows it opens', () => {
    for (const id of ['main.tsx', '/r/_app/customer.tsx', '/r/_app/appointment.tsx?tsr-split=component', 'Board.tsx', 'PaymentWindow.tsx', 'Keypad.tsx']) expect(modules.has(id), id).toBe(true);
  });

  it('leaves out other routes’ screens, the windows that wait for the complete catalog, and the catalogs', () => {
    expect(modules.has('lazy-windows.ts')).toBe(true);
    for (const id of ['CartForm.tsx', '/r/_app/customer.tsx?tsr-split=component', 'CustomerList.tsx', 'en/messages.po', 'en/messages.po?first-screen']) expect(modules.has(id), id).toBe(false);
  });
});
