// The Lingui vite plugin compiles a .po catalog on import into `{ messages }`.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// The build's catalog of the first screen's messages only (scripts/first-screen-catalogue.ts).
declare module '*.po?first-screen' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
