import { Indicator } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { IndicatorLook } from '../../src/components/indicator-look';
import { markup } from './mantine-markup';

const icon = <button type="button" aria-label="Offline" />;

describe("IndicatorLook draws Mantine's Indicator markup without its code", () => {
  it.each([
    ['teal', '3'],
    ['red', '99+'],
  ] as const)("a count on a top-bar icon's corner: %s, %s", (color, label) => {
    const mantine = (
      <Indicator label={label} disabled={false} size={18} color={color} offset={4}>
        {icon}
      </Indicator>
    );
    const ours = (
      <IndicatorLook label={label} size={18} color={color} offset={4}>
        {icon}
      </IndicatorLook>
    );
    expect(markup(ours)).toBe(markup(mantine));
  });

  it('no count, no colour: the icon alone in its frame', () => {
    const mantine = (
      <Indicator label={null} disabled size={18} offset={4}>
        {icon}
      </Indicator>
    );
    const ours = (
      <IndicatorLook label={null} size={18} offset={4}>
        {icon}
      </IndicatorLook>
    );
    expect(markup(ours)).toBe(markup(mantine));
  });
});
