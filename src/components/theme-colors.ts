/** What the Mantine look-alikes (input-look, avatar-look, badge-look, indicator-look) share. */
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
