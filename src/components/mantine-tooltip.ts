// Its own module, so that Mantine's Tooltip is a chunk of its own (TooltipOnFirstUse.tsx). An
// import, not `export … from`: scripts/mantine-css-per-module.ts adds the stylesheet to imports.
import { Tooltip } from '@mantine/core';

export { Tooltip };
