import { describe, expect, it } from 'vitest';
import { isShimmed } from '../../scripts/import-shim';
import { SCROLL_AREA_REFS } from '../../scripts/scroll-area-refs';

const CORE = '/repo/node_modules/@mantine/core/esm/components';

describe('Mantine parts without the big modules they take one thing from', () => {
  it("answers ScrollArea's import of @floating-ui/react, not the popovers'", () => {
    expect(isShimmed(SCROLL_AREA_REFS, '@floating-ui/react', `${CORE}/ScrollArea/ScrollArea.mjs`)).toBe(true);
    expect(isShimmed(SCROLL_AREA_REFS, '@floating-ui/react', `${CORE}/Popover/use-popover.mjs`)).toBe(false);
    expect(isShimmed(SCROLL_AREA_REFS, '@mantine/hooks', `${CORE}/ScrollArea/ScrollArea.mjs`)).toBe(false);
    expect(isShimmed(SCROLL_AREA_REFS, '@floating-ui/react', undefined)).toBe(false);
  });
});
