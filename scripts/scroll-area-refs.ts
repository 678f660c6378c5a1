/**
 * Mantine's ScrollArea takes one small hook, `useMergeRefs`, from @floating-ui/react; that import
 * put the whole of @floating-ui (43 kB, the module whole since the lazy menus and popovers use the
 * rest of it) wherever a ScrollArea loads, the first screen once (issue 18; its side menu now
 * scrolls natively), though nothing in one floats. ScrollArea gets the same merge from
 * @mantine/hooks instead; the menus and popovers keep @floating-ui, fetched with them. Should a
 * newer ScrollArea take more from @floating-ui/react, the build fails on the missing export.
 */
import type { ImportShim } from './import-shim';

export const SCROLL_AREA_REFS: ImportShim = {
  name: 'scroll-area-refs',
  source: '@floating-ui/react',
  importers: /\/@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/,
  // floating-ui's `useMergeRefs(refs)`: one callback ref that sets every ref given.
  code: `import { useMergedRef } from '@mantine/hooks';
export function useMergeRefs(refs) { return useMergedRef(...refs); }
`,
};
