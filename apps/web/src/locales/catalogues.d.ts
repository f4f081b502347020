// A catalogue as the Lingui Vite plugin compiles it (ADR 027).
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
