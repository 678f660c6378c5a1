/**
 * Build plugin: Mantine's stylesheets without their dark colour scheme. The app is drawn in the
 * light scheme only (MantineProvider's forceColorScheme, src/main.tsx), so the rules that apply
 * under `[data-mantine-color-scheme='dark']` never match: the dark variables of
 * default-css-variables.css and each component's dark colours were 0.9 kB gzip of every first load.
 * Mantine's stylesheets are compiled CSS (no nesting, no braces in strings), so a rule is a prelude
 * and a block; the rules inside @media, @supports and @container are filtered the same way.
 */
import type { Plugin } from 'vite';

const MANTINE_CSS = /[\\/]node_modules[\\/](?:@mantine[\\/][^\\/]+|mantine-datatable)[\\/].*\.css(?:\?.*)?$/;
const DARK = /\[data-mantine-color-scheme=(['"]?)dark\1\]/;
const GROUPING = /^@(?:media|supports|container|layer)\b/;

/** Where the block opened at `open` closes. */
function closing(css: string, open: number): number {
  let depth = 0;
  for (let at = open; at < css.length; at++) {
    if (css[at] === '{') depth++;
    else if (css[at] === '}' && --depth === 0) return at;
  }
  throw new Error(`unclosed block at ${open}`);
}

/** A selector list's selectors: commas inside `:where(…)` or `:not(…)` do not split it. */
export function selectorsOf(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < prelude.length; at++) {
    const c = prelude[at];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      selectors.push(prelude.slice(start, at).trim());
      start = at + 1;
    }
  }
  selectors.push(prelude.slice(start).trim());
  return selectors;
}

function lightRule(prelude: string, block: string): string {
  if (prelude.startsWith('@')) {
    if (!GROUPING.test(prelude)) return `${prelude}{${block}}`;
    const inner = withoutDarkScheme(block);
    return inner.trim() ? `${prelude}{${inner}}` : '';
  }
  const light = selectorsOf(prelude).filter((selector) => !DARK.test(selector));
  return light.length ? `${light.join(',')}{${block}}` : '';
}

/** The stylesheet with every rule, or selector of a rule, that applies in the dark scheme only left out. */
export function withoutDarkScheme(css: string): string {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let out = '';
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    const statementEnd = text.indexOf(';', at);
    if (open < 0) return out + text.slice(at);
    if (statementEnd >= 0 && statementEnd < open) {
      out += text.slice(at, statementEnd + 1);
      at = statementEnd + 1;
      continue;
    }
    const close = closing(text, open);
    out += lightRule(text.slice(at, open).trim(), text.slice(open + 1, close));
    at = close + 1;
  }
  return out;
}

export function lightSchemeCss(): Plugin {
  return {
    name: 'front-desk:light-scheme-css',
    enforce: 'pre',
    transform(code, id) {
      return MANTINE_CSS.test(id) ? { code: withoutDarkScheme(code), map: null } : null;
    },
  };
}
