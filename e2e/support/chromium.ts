/**
 * Debian's Chromium (scripts/ensure-chromium.mjs installs it), as the browser journeys and the
 * Lighthouse benchmark start it: Playwright's own browser builds are never downloaded.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH?.trim() || '/usr/bin/chromium';

/** Headless in a container, with nothing fetched from the network behind the tests' backs. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
