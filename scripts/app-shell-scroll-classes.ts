/**
 * Build plugin: Mantine's AppShell header, footer and aside take from react-remove-scroll only
 * the class name that keeps them clear of the scroll bar a modal hides
 * (`RemoveScroll.classNames.zeroRight`), yet that import put the whole scroll lock on the first
 * load (issue 18). They get the same name from react-remove-scroll-bar's constants, where the
 * scroll lock itself takes it; the modals, fetched on first use, keep the real RemoveScroll.
 */
import type { Plugin } from 'vite';

const APP_SHELL = /\/@mantine\/core\/esm\/components\/AppShell\/[^/]+\/[^/]+\.mjs$/;
const SHIM = '\0front-desk:app-shell-scroll-classes';

export const SHIM_CODE = `import { zeroRightClassName, fullWidthClassName } from 'react-remove-scroll-bar/constants';
export const RemoveScroll = { classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName } };
`;

export function isAppShellImport(source: string, importer: string | undefined): boolean {
  return source === 'react-remove-scroll' && importer !== undefined && APP_SHELL.test(importer);
}

export function appShellScrollClasses(): Plugin {
  return {
    name: 'front-desk:app-shell-scroll-classes',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return isAppShellImport(source, importer) ? SHIM : null;
    },
    load(id) {
      return id === SHIM ? SHIM_CODE : null;
    },
  };
}
