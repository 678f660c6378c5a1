/**
 * Mantine's AppShell header, footer and aside take from react-remove-scroll only the class name
 * that keeps them clear of the scroll bar a modal hides (`RemoveScroll.classNames.zeroRight`),
 * yet that import put the whole scroll lock on the first load (issue 18). They get the same
 * name from react-remove-scroll-bar's constants, where the scroll lock itself takes it; the
 * modals, fetched on first use, keep the real RemoveScroll.
 */
import type { ImportShim } from './import-shim';

export const APP_SHELL_SCROLL_CLASSES: ImportShim = {
  name: 'app-shell-scroll-classes',
  source: 'react-remove-scroll',
  importers: /\/@mantine\/core\/esm\/components\/AppShell\/[^/]+\/[^/]+\.mjs$/,
  code: `import { zeroRightClassName, fullWidthClassName } from 'react-remove-scroll-bar/constants';
export const RemoveScroll = { classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName } };
`,
};
