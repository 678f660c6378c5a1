/**
 * Mantine's styles of the first screen (the shell and /appointment), in the order of Mantine's
 * own `styles.css` (a component's rules may override those of the parts it is built from), as
 * one stylesheet of the first load. The first three are those every component relies on.
 * A component not listed here gets its stylesheet in the chunk of the modules that use it
 * (scripts/mantine-css-per-module.ts), and those of the other Mantine packages likewise (dates:
 * the date pickers' module, notifications: the toasts' container): on first use, not first load.
 * Menu, Popover, Tooltip and Modal are not listed: the first screen's overlays load on first use
 * (src/components/use-first-use.tsx), their stylesheets with them. Alert is not either: the
 * first screen shows one only when sending pauses or an upgrade is blocked, and it loads then.
 * Combobox is not either: the booking search's list loads on first use, and the phone's
 * technician picker draws its own chevron (src/features/appointment/board/ColumnPicker.tsx).
 * ScrollArea is not either: the side menu scrolls natively, the panels with one load on first use.
 * AppShell is not either: the shell's frame is our own (src/features/shell/shell-frame.module.css).
 * NavLink is not either: the side menu's links are ours (src/features/shell/side-menu.module.css).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
