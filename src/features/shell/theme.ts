import { ActionIcon, Button, CloseButton, Combobox, createTheme, Menu, Modal, NavLink, Pagination, Popover } from '@mantine/core';
import sheet from '../../components/window-sheet.module.css';
import touch from './touch.module.css';

/** Tablet first: larger default controls so fingers hit them (44 px+ targets on touch screens). */
export const theme = createTheme({
  primaryColor: 'cyan',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  components: {
    Button: Button.extend({ defaultProps: { size: 'md' }, classNames: { root: touch.target } }),
    ActionIcon: ActionIcon.extend({ defaultProps: { size: 'xl' }, classNames: { root: touch.target } }),
    CloseButton: CloseButton.extend({ classNames: { root: touch.target } }),
    Pagination: Pagination.extend({ classNames: { control: touch.target } }),
    Menu: Menu.extend({ classNames: { item: touch.row, dropdown: touch.dropdown } }),
    Popover: Popover.extend({ classNames: { dropdown: touch.dropdown } }),
    NavLink: NavLink.extend({ classNames: { root: touch.row } }),
    Combobox: Combobox.extend({ classNames: { option: touch.row, dropdown: touch.dropdown } }),
    Modal: Modal.extend({ classNames: { root: sheet.root, content: sheet.content } }),
  },
});
