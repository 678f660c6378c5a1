// Its own module so that the picker is a chunk of its own: a dynamic import of the package itself
// resolves to the module DatesProvider already brings into the first load, with all of it.
export { DatePickerInput } from '@mantine/dates';
// The picker as it was built for: dayjs with its plugins (parsing by format among them).
import './dayjs-setup';
// After the package, whose core stylesheets (Input, Popover) these build on.
import '@mantine/dates/styles.css';
