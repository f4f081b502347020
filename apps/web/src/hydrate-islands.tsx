import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './components/ui/island';
import { markAppReady } from './lib/app-ready';

/** Calls `done` once its island is on screen and answering (its own effects have run). */
function Hydrated({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * A page of islands' script (partial hydration): the page arrives prerendered; only its islands
 * become roots of their own, each found in the page by its name in `registry`. No router, store,
 * forms or staff code is loaded. The entries that call this (islands.tsx, upload-islands.tsx) are
 * built on Preact (vite.islands.config.ts, ADR 012): `react` and `react-dom/client` are Preact's there.
 */
export function hydrateIslands(
  registry: Readonly<Record<string, ComponentType<never>>>,
  /** What every island is rendered inside (the copy's page: Lingui's provider); nothing unless given. */
  wrap: (island: ReactNode) => ReactNode = (island) => island,
): void {
  const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  let waiting = elements.length;
  const done = () => {
    waiting -= 1;
    if (waiting === 0) markAppReady();
  };
  for (const element of elements) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const component = registry[name] as ComponentType<object> | undefined;
    if (!component) throw new Error(`No island is registered as "${name}".`);
    // Written by <Island> at build time from the page's own content.
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
    // Preact hydrates each island at once (React's startTransition would be a plain call there);
    // the islands are small, and the starter runs this only after the first paint.
    hydrateRoot(element, <Hydrated done={done}>{wrap(createElement(component, props))}</Hydrated>);
  }
  if (elements.length === 0) markAppReady();
}
