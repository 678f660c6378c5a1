import { describe, expect, it } from 'vitest';
import { isShimmed } from '../../scripts/import-shim';
import { SCROLL_AREA_REFS } from '../../scripts/scroll-area-refs';
import { APP_SHELL_SCROLL_CLASSES } from '../../scripts/app-shell-scroll-classes';
import { APP_SHELL_RESIZE_HANDLE } from '../../scripts/app-shell-resize-handle';

const CORE = '/repo/node_modules/@mantine/core/esm/components';

describe("the first screen's Mantine parts without the big modules they take one thing from", () => {
  it("answers ScrollArea's import of @floating-ui/react, not the popovers'", () => {
    expect(isShimmed(SCROLL_AREA_REFS, '@floating-ui/react', `${CORE}/ScrollArea/ScrollArea.mjs`)).toBe(true);
    expect(isShimmed(SCROLL_AREA_REFS, '@floating-ui/react', `${CORE}/Popover/use-popover.mjs`)).toBe(false);
    expect(isShimmed(SCROLL_AREA_REFS, '@mantine/hooks', `${CORE}/ScrollArea/ScrollArea.mjs`)).toBe(false);
    expect(isShimmed(SCROLL_AREA_REFS, '@floating-ui/react', undefined)).toBe(false);
  });

  it("answers the AppShell parts' import of react-remove-scroll, not the modals'", () => {
    expect(isShimmed(APP_SHELL_SCROLL_CLASSES, 'react-remove-scroll', `${CORE}/AppShell/AppShellHeader/AppShellHeader.mjs`)).toBe(true);
    expect(isShimmed(APP_SHELL_SCROLL_CLASSES, 'react-remove-scroll', `${CORE}/ModalBase/ModalBase.mjs`)).toBe(false);
  });

  it("answers the AppShell sections' import of the resize handle, not the handle's own modules", () => {
    const handle = '../AppShellResizeHandle/AppShellResizeHandle.mjs';
    for (const section of ['Navbar', 'Aside', 'Header', 'Footer']) {
      expect(isShimmed(APP_SHELL_RESIZE_HANDLE, handle, `${CORE}/AppShell/AppShell${section}/AppShell${section}.mjs`)).toBe(true);
    }
    expect(isShimmed(APP_SHELL_RESIZE_HANDLE, handle, `${CORE}/AppShell/AppShellMain/AppShellMain.mjs`)).toBe(false);
    expect(isShimmed(APP_SHELL_RESIZE_HANDLE, '../use-app-shell-resize/clamp-resize-size.mjs', `${CORE}/AppShell/AppShellNavbar/AppShellNavbar.mjs`)).toBe(false);
  });
});
