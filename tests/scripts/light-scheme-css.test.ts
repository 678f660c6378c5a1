import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { selectorsOf, withoutDarkScheme } from '../../scripts/light-scheme-css';

const DARK = /data-mantine-color-scheme=['"]?dark/;
const mantine = (name: string) => readFileSync(`node_modules/@mantine/core/styles/${name}.css`, 'utf8');

describe("Mantine's stylesheets without the dark colour scheme", () => {
  it('splits a selector list at its own commas, not those inside :where()', () => {
    expect(selectorsOf(":where([data-mantine-color-scheme='dark']) .a:where(:hover, :focus), .b")).toEqual([
      ":where([data-mantine-color-scheme='dark']) .a:where(:hover, :focus)",
      '.b',
    ]);
  });

  it('leaves out the rules and selectors of the dark scheme only, everything else as it was', () => {
    const css = `/* a comment { } */
:root { --a: 1; }
:root[data-mantine-color-scheme='dark'], :host([data-mantine-color-scheme='dark']) { --a: 2; }
:where([data-mantine-color-scheme='light']) .x { color: black; }
:where([data-mantine-color-scheme='dark']) .x, .y:where(:hover, :focus) { color: white; }
@media (min-width: 48em) {
  [data-mantine-color-scheme="dark"] .x { color: grey; }
}
@media (hover: hover) {
  [data-mantine-color-scheme=dark] .x:hover { color: grey; }
  .x:hover { color: blue; }
}
@keyframes spin { from { transform: rotate(0deg); } to { transform: rotate(360deg); } }
`;
    const light = withoutDarkScheme(css).replace(/\s+/g, ' ').trim();
    expect(light).toBe(
      [
        ':root{ --a: 1; }',
        ":where([data-mantine-color-scheme='light']) .x{ color: black; }",
        '.y:where(:hover, :focus){ color: white; }',
        '@media (hover: hover){.x:hover{ color: blue; } }',
        '@keyframes spin{ from { transform: rotate(0deg); } to { transform: rotate(360deg); } }',
      ].join(''),
    );
  });

  it("keeps Mantine's light variables and rules and drops every dark one", () => {
    for (const name of ['default-css-variables', 'global', 'Button', 'ActionIcon', 'Input', 'Loader']) {
      const whole = mantine(name);
      const light = withoutDarkScheme(whole);
      expect(light, name).not.toMatch(DARK);
      // Each part is still styled: a dark rule only ever recolours a part its light rules draw.
      const parts = (text: string) => new Set(text.match(/\.m_[0-9a-f]+/g));
      expect(parts(light), name).toEqual(parts(whole));
    }
    const variables = withoutDarkScheme(mantine('default-css-variables'));
    expect(variables).toContain('--mantine-color-scheme: light;');
    expect(variables).toContain('--mantine-color-cyan-filled:');
    expect(variables).not.toContain('--mantine-color-scheme: dark;');
  });
});
