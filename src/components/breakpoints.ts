/**
 * Where the screens change shape, on Mantine's own breakpoints so the CSS props
 * (`visibleFrom`, `hiddenFrom`), the shell's frame (src/features/shell/shell-frame.module.css,
 * which repeats `sm` and `md` in its media queries) and the few queries read in code agree:
 * phones are narrower than `xs` (576 px), tablets upright start at `sm` (768 px), tablets on
 * their side at `md` (992 px).
 */

/** A phone held upright: the board shows one technician at a time. */
export const PHONE_QUERY = '(max-width: 35.99em)';

/** A phone either way up: windows fill the screen instead of floating over the page. */
export const SHEET_QUERY = '(max-width: 35.99em), (max-height: 35.99em)';

/** Wide enough for the side menu to sit beside the page (a tablet on its side and up). */
export const DOCKED_NAV_QUERY = '(min-width: 62em)';
