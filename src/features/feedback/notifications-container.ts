// Its own module so that the container is a chunk of its own: a dynamic import of the package
// itself resolves to the module the toasts' store already brings into the first load, with all of it.
export { Notifications } from '@mantine/notifications';
// After the package, whose Notification stylesheet these build on; the app's offset last.
import '@mantine/notifications/styles.css';
import './notifications-offset.css';
