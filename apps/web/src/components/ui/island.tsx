import { createContext, useContext, type ComponentType } from 'react';

/** The attributes that name an island and carry its props in the prerendered HTML (read by src/islands.tsx). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/** An island met while prerendering a page that is hydrated island by island. */
export interface PrerenderedIsland {
  component: ComponentType<object>;
  props: object;
}

/**
 * Set while prerendering such a page (entry-server.tsx). Each island is then left empty, with a
 * marker, and rendered afterwards as a root of its own, as the browser hydrates it. The browser
 * does so with Preact (ADR 012), which keeps the attributes it finds and makes other ids than
 * React's: an island's markup must follow from its props alone, so no useId inside one.
 */
const IslandCollector = createContext<PrerenderedIsland[] | null>(null);
export const IslandCollectorProvider = IslandCollector;

export const islandMarker = (index: number) => `<!--island:${index}-->`;

type IslandProps<Props extends object> = {
  /** The key of the component in the islands registry (features/home/islands.ts). */
  name: string;
  component: ComponentType<Props>;
  /** `span` inside phrasing content. */
  as?: 'div' | 'span';
} & (Partial<Props> extends Props ? { props?: Props } : { props: Props });

/**
 * A part of a prerendered page that the home page brings to life on its own (partial hydration):
 * the rest of the page stays static HTML and costs no JavaScript. Its props travel in the HTML as
 * JSON, so the island's script never needs the page's copy or picture lists. Inside the full app
 * it is just its component in a wrapper that lays nothing out (`display: contents`).
 */
export function Island<Props extends object>({ name, component: Component, as: Tag = 'div', props }: IslandProps<Props>) {
  const collected = useContext(IslandCollector);
  const attributes = {
    className: 'island',
    [ISLAND_ATTRIBUTE]: name,
    ...(props ? { [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) } : {}),
  };
  if (collected) {
    const index = collected.push({ component: Component as ComponentType<object>, props: props ?? {} }) - 1;
    return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: islandMarker(index) }} />;
  }
  return (
    <Tag {...attributes}>
      <Component {...(props ?? ({} as Props))} />
    </Tag>
  );
}
