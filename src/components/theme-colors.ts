/** What the Mantine look-alikes (input-look, avatar-look, badge-look, indicator-look, button-look, action-icon-look) share. */
import { rem, type MantineColor } from '@mantine/core';
import type { CSSProperties } from 'react';

/** The look-alikes' colours: a theme colour's name (not a CSS colour), whose variables Mantine's stylesheet defines. */
export type ThemeColor = MantineColor;

/** A style with CSS variables, as Mantine's vars resolvers write them. */
export type Vars = CSSProperties & Record<`--${string}`, string | undefined>;

/** A theme colour's filled shade, as Mantine's getThemeColor names it. */
export const filledColor = (color: ThemeColor) => `var(--mantine-color-${color}-filled)`;

/** The border Mantine's filled, light and white variants give: 1px, transparent. */
export const transparentBorder = () => `${rem(1)} solid transparent`;

/** The variants of Button and ActionIcon the look-alikes draw. */
export type LookVariant = 'default' | 'filled' | 'light' | 'subtle';

/**
 * Mantine's variantColorResolver for those variants: background, hover, text and border, as
 * Button's and ActionIcon's vars resolvers name them; none but the text's when neither a
 * variant nor a colour is given (their stylesheets draw the primary colour then).
 */
export function variantColors(variant: LookVariant | undefined, color: ThemeColor | undefined, primary: ThemeColor): { bg?: string; hover?: string; color: string; bd?: string } {
  const c = color ?? primary;
  if (variant === undefined && color === undefined) return { color: 'var(--mantine-color-white)' };
  switch (variant ?? 'filled') {
    case 'default':
      return {
        bg: 'var(--mantine-color-default)',
        hover: 'var(--mantine-color-default-hover)',
        color: 'var(--mantine-color-default-color)',
        bd: `${rem(1)} solid var(--mantine-color-default-border)`,
      };
    case 'light':
    case 'subtle':
      return {
        bg: variant === 'light' ? `var(--mantine-color-${c}-light)` : 'transparent',
        hover: `var(--mantine-color-${c}-light-hover)`,
        color: `var(--mantine-color-${c}-light-color)`,
        bd: transparentBorder(),
      };
    default:
      return { bg: filledColor(c), hover: `var(--mantine-color-${c}-filled-hover)`, color: 'var(--mantine-color-white)', bd: transparentBorder() };
  }
}
