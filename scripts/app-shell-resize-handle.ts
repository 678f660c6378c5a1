/**
 * Mantine's AppShell sections each draw a resize handle, which renders nothing unless the shell
 * is given `resize`; yet its drag and keyboard code (2 kB gzip) was on the first load (issue 18).
 * The shell (src/features/shell/AppLayout.tsx) is not resizable, so the sections get a handle
 * that draws nothing: giving the shell `resize` would need this shim gone.
 */
import type { ImportShim } from './import-shim';

export const APP_SHELL_RESIZE_HANDLE: ImportShim = {
  name: 'app-shell-resize-handle',
  source: '../AppShellResizeHandle/AppShellResizeHandle.mjs',
  importers: /\/@mantine\/core\/esm\/components\/AppShell\/AppShell(?:Navbar|Aside|Header|Footer)\/[^/]+\.mjs$/,
  code: `export function AppShellResizeHandle() { return null; }
`,
};
