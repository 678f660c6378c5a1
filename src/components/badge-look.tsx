/**
 * Mantine's Badge markup drawn without Badge's code (issue 18: the first load): the first
 * screen's counts and marks (the side menu's, the clipboard's, the sync button's, the walk-in
 * turns' and the board header's next turn), styled by Mantine's own Badge.css, which the first
 * load's stylesheet holds anyway. Only the filled and white variants of a theme colour, without
 * sections. tests/components/badge-look.test.tsx renders each case beside
 * Mantine's and compares the markup, so a Mantine upgrade that changes it fails there, not on screen.
 */
import type { AriaRole, ReactNode } from 'react';
import { filledColor, transparentBorder, type ThemeColor, type Vars } from './theme-colors';

type Props = {
  color: ThemeColor;
  /** Filled when not given, as Mantine's, but without the `data-variant` mark. */
  variant?: 'filled' | 'white';
  /** Mantine's default (md, from Badge.css) when not given. */
  size?: 'xs' | 'sm' | 'md';
  /** Round, for a single character. */
  circle?: boolean;
  role?: AriaRole;
  'aria-label'?: string;
  'aria-hidden'?: boolean;
  children: ReactNode;
};

export function BadgeLook({ color, variant, size, circle, children, ...aria }: Props) {
  const filled = variant !== 'white';
  const sized = (name: string) => (size ? `var(--badge-${name}-${size})` : undefined);
  const style: Vars = {
    '--badge-height': sized('height'),
    '--badge-padding-x': sized('padding-x'),
    '--badge-fz': sized('fz'),
    '--badge-bg': filled ? filledColor(color) : 'var(--mantine-color-white)',
    '--badge-color': filled ? 'var(--mantine-color-white)' : filledColor(color),
    '--badge-bd': transparentBorder(),
  };
  return (
    <div className="m_347db0ec mantine-Badge-root" data-variant={variant} data-size={size} data-circle={circle || undefined} style={style} {...aria}>
      <span className="m_5add502a mantine-Badge-label">{children}</span>
    </div>
  );
}
