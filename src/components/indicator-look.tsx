/**
 * Mantine's Indicator markup drawn without Indicator's code (issue 18: the first load): the
 * count on a top-bar icon's corner (components/ResponsiveButton.tsx), styled by Mantine's own
 * Indicator.css, which the first load's stylesheet holds anyway. Only the top-end corner.
 * tests/components/indicator-look.test.tsx renders each case beside Mantine's and compares the
 * markup, so a Mantine upgrade that changes it fails there, not on screen.
 */
import type { ReactNode } from 'react';
import { rem } from '@mantine/core';
import { filledColor, type ThemeColor, type Vars } from './theme-colors';

type Props = {
  /** The count shown on the corner; none, no mark. */
  label: string | null;
  color?: ThemeColor;
  /** px: the mark's height, and how far it sits in from the corner. */
  size: number;
  offset: number;
  children: ReactNode;
};

export function IndicatorLook({ label, color, size, offset, children }: Props) {
  const style: Vars = {
    '--indicator-color': color ? filledColor(color) : undefined,
    '--indicator-size': rem(size),
    '--indicator-top': rem(offset),
    '--indicator-right': rem(offset),
    '--indicator-translate-x': '50%',
    '--indicator-translate-y': '-50%',
  };
  return (
    <div className="m_e5262200 mantine-Indicator-root" style={style}>
      {label ? (
        <div className="m_760d1fb1 mantine-Indicator-indicator" data-with-label="true">
          {label}
        </div>
      ) : null}
      {children}
    </div>
  );
}
