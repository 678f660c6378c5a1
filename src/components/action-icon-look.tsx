/**
 * Mantine's ActionIcon markup drawn without ActionIcon's code (issue 18: the first load): the
 * first screen's icon buttons (the day navigator's and technician picker's arrows, the top bar's
 * narrow actions, the user and overflow menus' triggers, the walk-in turns' moves), styled by
 * Mantine's own ActionIcon.css, which the first load's stylesheet holds anyway. With Button's
 * look-alike (button-look.tsx), Transition and its hooks leave the first load: the loader is drawn
 * in Transition's end state, loader-entrance.css gives it the entrance. Built on UnstyledButton, as
 * ActionIcon is. tests/components/action-icon-look.test.tsx renders each case beside Mantine's
 * and compares the markup, so a Mantine upgrade that changes it fails there, not on screen.
 */
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Loader, UnstyledButton, useMantineTheme, type BoxProps } from '@mantine/core';
import { variantColors, type LookVariant, type ThemeColor, type Vars } from './theme-colors';
import touch from './touch.module.css';
import './loader-entrance.css';

type Props = Omit<HTMLAttributes<HTMLElement>, 'color' | 'style' | 'className'> &
  Pick<BoxProps, 'hiddenFrom'> & {
    /** An overlay's target takes it. */
    ref?: Ref<HTMLButtonElement>;
    variant?: LookVariant;
    color?: ThemeColor;
    /** The theme's default, xl, when not given. */
    size?: 'sm' | 'xl';
    radius?: 'xl';
    disabled?: boolean;
    /** Disabled and busy, with Mantine's loader over the icon. */
    loading?: boolean;
    children: ReactNode;
  };

/** Transition's entered state of `slide-down`, 150 ms, as ActionIcon's loader gets it. */
const LOADER_STYLE = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'top',
  opacity: 1,
  transform: 'translateY(0)',
} satisfies Vars;

export function ActionIconLook({ variant, color, size = 'xl', radius, disabled, loading, children, ref, ...others }: Props) {
  const { primaryColor } = useMantineTheme();
  const colors = variantColors(variant, color, primaryColor);
  const style: Vars = {
    '--ai-size': `var(--ai-size-${size})`,
    '--ai-radius': radius === undefined ? undefined : `var(--mantine-radius-${radius})`,
    '--ai-bg': colors.bg,
    '--ai-hover': colors.hover,
    '--ai-color': colors.color,
    '--ai-bd': colors.bd,
  };
  return (
    <UnstyledButton
      ref={ref}
      className={`${!disabled && !loading ? 'mantine-active ' : ''}${touch.target} m_8d3f4000 mantine-ActionIcon-root`}
      style={style}
      aria-busy={loading || undefined}
      {...others}
      variant={variant}
      size={size}
      disabled={disabled || loading}
      mod={{ loading, disabled }}
    >
      {loading ? (
        <span className="m_302b9fb1 mantine-ActionIcon-loader" style={LOADER_STYLE} aria-hidden>
          <Loader color="var(--ai-color)" size="calc(var(--ai-size) * 0.55)" />
        </span>
      ) : null}
      <span className="m_8d3afb97 mantine-ActionIcon-icon" data-loading={loading || undefined}>
        {children}
      </span>
    </UnstyledButton>
  );
}
