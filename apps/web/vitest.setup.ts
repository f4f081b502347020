import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { publicSettingsStore } from './src/components/layouts/public-settings';

// findBy and waitFor give up after 1 s by default, which a loaded 2-core CI machine can exceed while
// rendering a big form; waiting longer costs nothing when the screen is right.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout engine; the router's scroll restoration calls this on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  cleanup();
  clearCookies();
  // Test files share a worker's window (isolate: false in vitest.config.ts): nothing a page kept may
  // reach the next test.
  sessionStorage.clear();
  localStorage.clear();
  vi.useRealTimers();
  // Module-level like the page it models: each test is a new visit.
  publicSettingsStore.reset();
});
