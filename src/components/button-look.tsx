/**
 * Mantine's Button markup drawn without Button's code (issue 18: the first load): the first
 * screen's buttons (the header's tabs, branch switcher and sync buttons, the day navigator, the
 * clipboard, New booking, the update prompt), styled by Mantine's own Button.css, which the
 * first load's stylesheet holds anyway. Button would bring ButtonGroup and Transition with it.
 * Built on UnstyledButton, as Button is, so the style props, `visibleFrom`, a ref and the
 * handlers an overlay's target gets pass through as they do on Button. Only the variants,
 * sizes and the right section the first screen uses; `href` draws a link. The loader appears
 * without Transition: loader-entrance.css gives it the same entrance. tests/components/button-look.test.tsx
 * renders each case beside Mantine's and compares the markup, so a Mantine upgrade that changes
 * it fails there, not on screen.
 */
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Loader, rem, UnstyledButton, useMantineTheme, type BoxProps } from '@mantine/core';
import { variantColors, type LookVariant, type ThemeColor, type Vars } from './theme-colors';
import touch from './touch.module.css';
import './loader-entrance.css';

type Props = Omit<HTMLAttributes<HTMLElement>, 'color' | 'style' | 'className'> &
  Pick<BoxProps, 'px' | 'maw' | 'visibleFrom'> & {
    /** The button's (an overlay's target takes it); a link takes none. */
    ref?: Ref<HTMLButtonElement>;
    disabled?: boolean;
    /** Mantine's filled look in the primary colour when neither is given, without `data-variant`. */
    variant?: LookVariant;
    color?: ThemeColor;
    /** The theme's default, md, when not given. */
    size?: 'xs' | 'md';
    /** Disabled, with Mantine's loader over the label. */
    loading?: boolean;
    rightSection?: ReactNode;
    /** Drawn as a link to it. */
    href?: string;
    target?: '_blank';
    rel?: string;
  };

/** Transition's entered state of Button's loader (its `in` and `common` styles, 150 ms). */
const LOADER_STYLE = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: `translate(-50%, calc(-50% + ${rem(1)}))`,
} satisfies Vars;

export function ButtonLook({ variant, color, size = 'md', loading, disabled, rightSection, href, children, ref, ...others }: Props) {
  const { primaryColor } = useMantineTheme();
  const colors = variantColors(variant, color, primaryColor);
  const style: Vars = {
    '--button-height': `var(--button-height-${size})`,
    '--button-padding-x': `var(--button-padding-x-${size})`,
    '--button-fz': `var(--mantine-font-size-${size})`,
    '--button-bg': colors.bg,
    '--button-hover': colors.hover,
    '--button-color': colors.color,
    '--button-bd': colors.bd,
  };
  const active = !disabled && !loading;
  const root = {
    className: `${active ? 'mantine-active ' : ''}${touch.target} m_77c9d27d mantine-Button-root`,
    style,
    variant,
    size,
    disabled: disabled || loading,
    mod: { disabled, loading, 'with-right-section': rightSection !== undefined && rightSection !== null },
    ...others,
  };
  const content = (
    <>
      {loading ? (
        <span className="m_a25b86ee mantine-Button-loader" style={LOADER_STYLE} aria-hidden>
          <Loader color="var(--button-color)" size="calc(var(--button-height) / 1.8)" />
        </span>
      ) : null}
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
        {rightSection !== undefined && rightSection !== null ? (
          <span className="m_a74036a mantine-Button-section" data-position="right">
            {rightSection}
          </span>
        ) : null}
      </span>
    </>
  );
  return href === undefined ? (
    <UnstyledButton ref={ref} {...root}>
      {content}
    </UnstyledButton>
  ) : (
    <UnstyledButton component="a" href={href} {...root}>
      {content}
    </UnstyledButton>
  );
}
