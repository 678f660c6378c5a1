// Its own module, so that Mantine's Tooltip is a chunk of its own (TooltipOnFirstUse.tsx).
export { Tooltip } from '@mantine/core';
