/**
 * Build plugin: Mantine's ScrollArea takes one small hook, `useMergeRefs`, from @floating-ui/react;
 * the side menu's ScrollArea is on the first screen, so that import put the whole of
 * @floating-ui (43 kB, the module whole since the lazy menus and popovers use the rest of it) on
 * the first load though nothing there floats (issue 18). ScrollArea gets the same merge from
 * @mantine/hooks instead; the menus and popovers keep @floating-ui, fetched with them. Should a
 * newer ScrollArea take more from @floating-ui/react, the build fails on the missing export.
 */
import type { Plugin } from 'vite';

const SCROLL_AREA = /\/@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/;
const SHIM = '\0front-desk:scroll-area-refs';

/** floating-ui's `useMergeRefs(refs)`: one callback ref that sets every ref given. */
export const SHIM_CODE = `import { useMergedRef } from '@mantine/hooks';
export function useMergeRefs(refs) { return useMergedRef(...refs); }
`;

export function isScrollAreaImport(source: string, importer: string | undefined): boolean {
  return source === '@floating-ui/react' && importer !== undefined && SCROLL_AREA.test(importer);
}

export function scrollAreaRefs(): Plugin {
  return {
    name: 'front-desk:scroll-area-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return isScrollAreaImport(source, importer) ? SHIM : null;
    },
    load(id) {
      return id === SHIM ? SHIM_CODE : null;
    },
  };
}
