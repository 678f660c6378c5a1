import { describe, expect, it } from 'vitest';
import { isScrollAreaImport } from '../../scripts/scroll-area-refs';

describe("ScrollArea's ref merge without @floating-ui", () => {
  it("redirects only ScrollArea's import of @floating-ui/react", () => {
    const scrollArea = '/repo/node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs';
    expect(isScrollAreaImport('@floating-ui/react', scrollArea)).toBe(true);
    expect(isScrollAreaImport('@floating-ui/react', '/repo/node_modules/@mantine/core/esm/components/Popover/use-popover.mjs')).toBe(false);
    expect(isScrollAreaImport('@mantine/hooks', scrollArea)).toBe(false);
    expect(isScrollAreaImport('@floating-ui/react', undefined)).toBe(false);
  });
});
