import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { theme } from '../../src/features/shell/theme';

/**
 * The markup as the browser would read it, for comparing a look-alike with Mantine's component:
 * Mantine's style tags left out, attributes in name order, ids
 * numbered by first appearance (React's and Mantine's ids differ in form only).
 */
export function markup(element: ReactElement): string {
  const ids = new Map<string, string>();
  const idOf = (value: string) => ids.get(value) ?? ids.set(value, `id${ids.size}`).get(value)!;
  return renderToStaticMarkup(<MantineProvider theme={theme}>{element}</MantineProvider>)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<(\w+)((?:\s+[\w-]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_tag, name: string, attributes: string, close: string) => {
      const sorted = [...attributes.matchAll(/([\w-]+)(?:="([^"]*)")?/g)]
        .map(([, key, value]) => {
          if (value === undefined) return key!;
          const v = key === 'id' || key === 'for' ? idOf(value.replace(/-label$/, '')) + (value.endsWith('-label') ? '-label' : '') : value;
          return `${key}="${v}"`;
        })
        .sort();
      return `<${[name, ...sorted].join(' ')}${close}>`;
    });
}
