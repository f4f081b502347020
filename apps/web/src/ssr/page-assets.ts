import { directionOf, type Language, type TextDirection } from '@visadesk/contract';
import type { Manifest } from 'vite';
import { scriptFontOf, subsetPath } from '../fonts/script-fonts';
import type { IslandsEntry, PageHead } from './page-heads';

/** The manifests of the three browser builds (vite.config.ts, vite.islands.config.ts, vite.starter.config.ts). */
export interface BuildManifests {
  app: Manifest;
  islands: Manifest;
  starter: Manifest;
}

/** What a prerendered page loads, as addresses on the site. */
export interface PageAssets {
  /** The one script in the page's head: it starts the others after the first paint. */
  starter: string;
  /** The script the starter imports, then the chunks it preloads beside it. */
  scripts: string[];
  styles: string[];
  /** The script font the page's language needs (Devanagari, Bengali, Urdu), preloaded; none in English. */
  fonts: string[];
}

interface ChunkAssets {
  scripts: string[];
  styles: string[];
}

const APP_ENTRY = 'index.html';
/** Each page of islands' entry in the islands build (vite.islands.config.ts). */
const ISLANDS_ENTRIES: Record<IslandsEntry, string> = {
  home: 'src/islands.tsx', upload: 'src/upload-islands.tsx', jobs: 'src/jobs-islands.tsx', verify: 'src/verify-islands.tsx',
  enquiry: 'src/enquiry-islands.tsx', 'view-one': 'src/view-one-islands.tsx',
};
const STARTER_ENTRY = 'src/starter/start.ts';
/** Bootstrap's two builds, entries of the app's build (vite.config.ts): a page links its direction's. */
const BOOTSTRAP: Record<TextDirection, string> = { ltr: 'src/styles/bootstrap-ltr.css', rtl: 'src/styles/bootstrap-rtl.css' };

function chunkOf(manifest: Manifest, key: string) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest.`);
  return chunk;
}

/**
 * A module's chunk, then the chunks it imports (depth first), and their styles. `withEntries:
 * false` stops at entry chunks, which a page loads anyway.
 */
function moduleAssets(manifest: Manifest, key: string, withEntries: boolean): ChunkAssets {
  const scripts: string[] = [];
  const styles = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || (chunk.isEntry && !withEntries) || scripts.includes(chunk.file)) return;
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  chunkOf(manifest, key);
  visit(key);
  return { scripts, styles: [...styles] };
}

/**
 * The app's entry script, then the chunks it imports in the order Vite preloads them for the
 * desk's index.html (each chunk after its own imports), and the app's styles.
 */
function appAssets(manifest: Manifest): ChunkAssets {
  const entry = chunkOf(manifest, APP_ENTRY);
  const imported: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (keys: string[] = []) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) continue;
      seen.add(key);
      visit(chunk.imports);
      imported.push(chunk.file);
      styles.push(...(chunk.css ?? []));
    }
  };
  visit(entry.imports);
  return { scripts: [entry.file, ...imported], styles: [...new Set([...styles, ...(entry.css ?? [])])] };
}

const onSite = (file: string) => `/${file}`;

/**
 * The app's styles with Bootstrap first, in the build of the page's direction: an Urdu page gets
 * the right-to-left one in place of the other (ADR 028).
 */
function directedStyles(manifest: Manifest, appStyles: string[], language: Language): string[] {
  const builds = Object.values(BOOTSTRAP).map((key) => chunkOf(manifest, key).file);
  const own = chunkOf(manifest, BOOTSTRAP[directionOf(language)]).file;
  return [own, ...appStyles.filter((file) => !builds.includes(file))];
}

/**
 * The page's catalogue (its language's compiled `messages.po`, a chunk of its own, ADR 027): loaded
 * beside the app's scripts, not after them, since the app asks for it before it hydrates. None for
 * a page of islands, whose words are in its HTML, but the applicant copy's, whose island reads them
 * from it (src/view-one-islands.tsx).
 */
function catalogueChunk(manifest: Manifest, language: Language): string[] {
  const chunk = manifest[`src/locales/${language}/messages.po`];
  return chunk ? [chunk.file] : [];
}

/** The subset of the page's script font the build wrote (scripts/font-subsets.ts), if it needs one. */
function scriptFonts(manifest: Manifest, language: Language): string[] {
  const font = scriptFontOf(language);
  return font ? [chunkOf(manifest, subsetPath(font)).file] : [];
}

/**
 * A page's scripts, styles and font. Every page has the app's styles, Bootstrap's in its direction. A page of islands loads their entry
 * and its chunks alone (Preact, ADR 012), without the app; any other page loads the app and
 * preloads its own route's code with it.
 */
export function pageAssets(head: PageHead, manifests: BuildManifests): PageAssets {
  const app = appAssets(manifests.app);
  const appStyles = directedStyles(manifests.app, app.styles, head.language);
  const own = head.islands
    ? moduleAssets(manifests.islands, ISLANDS_ENTRIES[head.islands], true)
    : head.routeModule
      ? moduleAssets(manifests.app, head.routeModule, false)
      : { scripts: [], styles: [] };
  const scripts = head.islands
    ? // The copy's island reads the app's messages: its language's catalogue is preloaded beside it.
      [...own.scripts, ...(head.islands === 'view-one' ? catalogueChunk(manifests.islands, head.language) : [])]
    : [...app.scripts, ...[...own.scripts, ...catalogueChunk(manifests.app, head.language)].filter((file) => !app.scripts.includes(file))];
  return {
    starter: onSite(chunkOf(manifests.starter, STARTER_ENTRY).file),
    scripts: scripts.map(onSite),
    styles: [...appStyles, ...own.styles.filter((file) => !appStyles.includes(file))].map(onSite),
    fonts: scriptFonts(manifests.app, head.language).map(onSite),
  };
}
