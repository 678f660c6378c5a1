import { describe, expect, it } from 'vitest';
import { isAppShellImport } from '../../scripts/app-shell-scroll-classes';

describe("the app shell's scroll-bar class names without the scroll lock", () => {
  it("redirects only the AppShell parts' import of react-remove-scroll", () => {
    const header = '/repo/node_modules/@mantine/core/esm/components/AppShell/AppShellHeader/AppShellHeader.mjs';
    expect(isAppShellImport('react-remove-scroll', header)).toBe(true);
    expect(isAppShellImport('react-remove-scroll', '/repo/node_modules/@mantine/core/esm/components/ModalBase/ModalBase.mjs')).toBe(false);
    expect(isAppShellImport('react', header)).toBe(false);
    expect(isAppShellImport('react-remove-scroll', undefined)).toBe(false);
  });
});
