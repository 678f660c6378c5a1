/**
 * A tooltip fetched on the first hover, focus or press of what it names (Mantine's Tooltip and
 * @floating-ui are not needed to draw the first screen, issue 18): it shows at once if the
 * pointer or the focus is still there when it comes in (use-first-use.tsx for the swap).
 */
import type { ReactElement } from 'react';
import type { TooltipProps } from '@mantine/core';
import { useFirstUse, type TriggerProps } from './use-first-use';

const loadTooltip = () => import('./mantine-tooltip').then((m) => m.Tooltip);

export function TooltipOnFirstUse(props: Omit<TooltipProps, 'children' | 'defaultOpened'> & { children: ReactElement<TriggerProps> }) {
  const { children, ...tooltip } = props;
  const { loaded, trigger } = useFirstUse(loadTooltip);
  if (!loaded) return trigger(children);
  const Tooltip = loaded.value;
  return (
    <Tooltip {...tooltip} defaultOpened={loaded.was.hovered || loaded.was.focused}>
      {trigger(children)}
    </Tooltip>
  );
}
