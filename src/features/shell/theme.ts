import { createTheme } from '@mantine/core';
import sheet from '../../components/window-sheet.module.css';
import touch from '../../components/touch.module.css';

/**
 * Tablet first: larger default controls so fingers hit them (44 px+ targets on touch screens).
 * The components are named, not imported (`Button.extend`): an import would pull each one's code
 * into the first load, which most screens fetch later or never (bench finding 5).
 */
export const theme = createTheme({
  primaryColor: 'cyan',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  components: {
    Button: { defaultProps: { size: 'md' }, classNames: { root: touch.target } },
    ActionIcon: { defaultProps: { size: 'xl' }, classNames: { root: touch.target } },
    CloseButton: { classNames: { root: touch.target } },
    Pagination: { classNames: { control: touch.target } },
    Menu: { classNames: { item: touch.row, dropdown: touch.dropdown } },
    Popover: { classNames: { dropdown: touch.dropdown } },
    Combobox: { classNames: { option: touch.row, dropdown: touch.dropdown } },
    Modal: { classNames: { root: sheet.root, content: sheet.content } },
  },
});
