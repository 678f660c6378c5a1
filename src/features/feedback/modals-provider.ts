// Its own module so that the provider is a chunk of its own: a dynamic import of the package
// itself resolves to the module the `modals` calls already bring into the first load, with all of it.
export { ModalsProvider } from '@mantine/modals';
