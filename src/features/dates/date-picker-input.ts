// Its own module so that the picker is a chunk of its own: a dynamic import of the package itself
// resolves to the module DatesProvider already brings into the first load, with all of it.
export { DatePickerInput } from '@mantine/dates';
// After the package, whose core stylesheets (Input, Popover) these build on.
import '@mantine/dates/styles.css';
