import { HOME_ISLANDS } from './features/home/islands';
import { hydrateIslands } from './hydrate-islands';

/**
 * The home page's script: its islands (the top bar, hero, carousels and footer) come to life on
 * their own (hydrate-islands.tsx); a link to another page loads that page, prerendered too.
 */
hydrateIslands(HOME_ISLANDS);
