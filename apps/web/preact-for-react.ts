/**
 * The home page's islands (src/islands.tsx) are built on Preact (ADR 012): in that build, and in
 * the test that hydrates them (src/islands.test.tsx), these React modules are Preact's
 * compatibility layer. The components are written once, against React's API and types; React
 * still prerenders them and runs them everywhere else.
 */
export const PREACT_FOR_REACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  // React's shim for older Reacts (Lingui's provider reads its store through it, on the applicant
  // copy's page): CommonJS that requires all of `react`, which kept every export of Preact's compat
  // layer in the chunk all pages of islands share (3 KB gzip). Preact's compat has the hook itself.
  'use-sync-external-store/shim': 'preact/compat',
};

const escaped = (specifier: string) => specifier.replace(/[/.-]/g, '\\$&');

/** The same, as Vite aliases matching each module exactly (not `react-dom` for `react`). */
export const preactAliases = () =>
  Object.entries(PREACT_FOR_REACT).map(([find, replacement]) => ({ find: new RegExp(`^${escaped(find)}$`), replacement }));
