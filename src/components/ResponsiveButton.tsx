/**
 * A top-bar action that shows its words from `labelFrom` up and only its icon below (named for
 * assistive tech, with a tooltip): the bar fits each width by Mantine's breakpoints, not by
 * measuring what is in it. A count goes beside the words, or on the icon's corner.
 *
 * Only the form the width calls for is rendered (the media query is read at the first render,
 * so nothing flashes). Both, one hidden by CSS, cost each start-up a tooltip per button whose
 * floating element was positioned at mount though never shown (issue 18: the first render).
 */
import type { ReactNode } from 'react';
import { useMantineTheme, type MantineBreakpoint, type MantineColor } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BadgeLook } from './badge-look';
import { IndicatorLook } from './indicator-look';
import { TooltipOnFirstUse } from './TooltipOnFirstUse';
import { ButtonLook } from './button-look';
import { ActionIconLook } from './action-icon-look';

export type ResponsiveButtonProps = {
  label: string;
  /** The accessible name, when it says more than the words (counts, state). */
  name?: string;
  icon: ReactNode;
  labelFrom: MantineBreakpoint;
  onClick: () => void;
  color?: MantineColor;
  variant?: 'default' | 'light' | 'filled';
  count?: number;
  title?: string;
};

/** Two digits fit on a badge; more reads 99+. */
function countLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function ResponsiveButton(props: ResponsiveButtonProps) {
  const { label, name, icon, labelFrom, onClick, color, count } = props;
  const variant = props.variant ?? 'default';
  const shown = count !== undefined && count > 0 ? countLabel(count) : null;
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints[labelFrom]})`, true, { getInitialValueInEffect: false });
  if (wide) {
    return (
      <ButtonLook
        size="md"
        px="sm"
        variant={variant}
        color={color}
        onClick={onClick}
        aria-label={name}
        title={props.title}
        rightSection={
          shown ? (
            <BadgeLook color={color ?? theme.primaryColor} variant="white" size="md" circle={shown.length === 1}>
              {shown}
            </BadgeLook>
          ) : undefined
        }
      >
        {label}
      </ButtonLook>
    );
  }
  return (
    <IndicatorLook label={shown} size={18} color={color} offset={4}>
      <TooltipOnFirstUse label={props.title ?? label} events={{ hover: true, focus: true, touch: true }}>
        <ActionIconLook variant={variant} color={color} size="xl" onClick={onClick} aria-label={name ?? label}>
          {icon}
        </ActionIconLook>
      </TooltipOnFirstUse>
    </IndicatorLook>
  );
}
