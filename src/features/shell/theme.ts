import { createTheme } from '@mantine/core';

/** Tablet first: larger default controls so fingers hit them (44 px+ targets). */
export const theme = createTheme({
  primaryColor: 'cyan',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  components: {
    Button: { defaultProps: { size: 'md' } },
    ActionIcon: { defaultProps: { size: 'xl' } },
  },
});
