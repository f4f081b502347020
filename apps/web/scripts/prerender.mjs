// Prerenders the public pages into dist/prerendered/*.html after `vite build` (the browser
// bundle) and `vite build --ssr src/entry-server.tsx` (the same routes for Node). The server
// sends these files for their paths; the browser hydrates them.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const ssrDir = path.join(web, 'node_modules/.prerender');
const manifestFile = path.join(dist, '.vite/manifest.json');
// The home page's islands are a build of their own, on Preact (vite.islands.config.ts, ADR 012).
const islandsManifestFile = path.join(dist, '.vite/islands-manifest.json');

const escapeHtml = (value) =>
  String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const { renderPage, PAGE_HEADS, SITE_ORIGIN_TOKEN } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
const islandsManifest = JSON.parse(await readFile(islandsManifestFile, 'utf8'));

/**
 * The chunks a module needs (it first, then what it imports, in order) and their styles, from a
 * build manifest. `withEntries: false` stops at entry chunks, which a page loads anyway.
 */
function moduleAssets(moduleKey, { withEntries, from = manifest }) {
  if (!from[moduleKey]) throw new Error(`${moduleKey} is not in the build manifest.`);
  const scripts = [];
  const styles = new Set();
  const visit = (key) => {
    const chunk = from[key];
    if (!chunk || (chunk.isEntry && !withEntries) || scripts.includes(chunk.file)) return;
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(moduleKey);
  return { scripts, styles: [...styles] };
}

const inTemplate = (file) => template.includes(`/${file}"`) || template.includes(`/${file}">`);

/** A page's scripts (the first is started by the starter) and the styles beyond index.html's. */
function pageAssets(head) {
  const styles = (assets) => assets.styles.filter((file) => !inTemplate(file));
  if (head.islands) {
    // A page of islands loads their entry and its chunks alone (Preact, not React), without the
    // app of index.html.
    const islands = moduleAssets('src/islands.tsx', { withEntries: true, from: islandsManifest });
    return { scripts: islands.scripts.map((file) => `/${file}`), styles: styles(islands) };
  }
  const route = head.routeModule ? moduleAssets(head.routeModule, { withEntries: false }) : { scripts: [], styles: [] };
  const extra = route.scripts.filter((file) => !inTemplate(file)).map((file) => `/${file}`);
  return { scripts: [...templateScripts(), ...extra], styles: styles(route) };
}

function headTags(head, styles) {
  const url = `${SITE_ORIGIN_TOKEN}${head.path}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="VisaDesk" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${SITE_ORIGIN_TOKEN}/social-card.png" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="VisaDesk: work visas and jobs in Canada" />`,
    `<meta property="og:locale" content="en_GB" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    // The server puts the consultancy's schema.org description here, from its current settings.
    ...(head.path === '/' ? ['<!--structured-data-->'] : []),
  ];
  return tags.map((tag) => `    ${tag}`).join('\n');
}

/*
 * A prerendered page needs only its HTML and CSS to show. Its scripts (the app, which hydrates
 * it) are asked for once the page has painted, so on a slow connection they do not share the
 * bandwidth the stylesheet needs. The list of scripts travels in a JSON data block, which the CSP
 * allows; the starter is an ordinary same-origin module.
 */
const STARTER_SOURCE = `// Starts the app once the prerendered page has painted (apps/web/scripts/prerender.mjs).
const html = document.documentElement;
const ready = () => html.hasAttribute('data-app-ready');
// Every form here is sent by the app. One submitted before the app is ready must not go out as a
// plain GET, which would put what was typed (a passport number, a password) into the address;
// it is held and sent by the app as soon as the app is ready.
let held = null;
document.addEventListener('submit', (event) => {
  if (event.target.hasAttribute('action')) return;
  event.preventDefault();
  if (!ready()) held = event.target;
}, true);
new MutationObserver((_changes, observer) => {
  if (!ready()) return;
  observer.disconnect();
  if (held && held.isConnected) held.requestSubmit();
  held = null;
}).observe(html, { attributes: true, attributeFilter: ['data-app-ready'] });

const [entry, ...chunks] = JSON.parse(document.getElementById('app-scripts').textContent);
function start() {
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(entry);
}
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
`;

async function writeStarter() {
  const hash = createHash('sha256').update(STARTER_SOURCE).digest('base64url').slice(0, 8);
  const file = `assets/start-${hash}.js`;
  await writeFile(path.join(dist, file), STARTER_SOURCE);
  return `/${file}`;
}

/** The template's entry script and the chunks it preloads, in order. */
function templateScripts() {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)?.[1];
  if (!entry) throw new Error('index.html no longer has its module entry script.');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  return [entry, ...preloads];
}

function page(head, body, starter) {
  const replaced = (html, pattern, replacement) => {
    if (!pattern.test(html)) throw new Error(`index.html no longer matches ${pattern}.`);
    return html.replace(pattern, replacement);
  };
  const { scripts, styles } = pageAssets(head);
  const poster = /<video[^>]* poster="([^"]+)"/.exec(body)?.[1];

  let html = template;
  html = replaced(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  html = replaced(html, /(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(head.description)}$2`);
  // The shell keeps search engines off pages that have no content of their own; these have.
  html = replaced(html, /\s*<meta name="robots" content="noindex" \/>/, '');
  html = replaced(html, /\s*<noscript>[\s\S]*?<\/noscript>/, '');
  html = replaced(html, /\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '');
  html = html.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  const early = [
    ...(poster ? [`<link rel="preload" as="image" href="${poster}" fetchpriority="high" />`] : []),
    `<script type="module" src="${starter}"></script>`,
  ];
  html = replaced(html, /(\s*)(<link rel="stylesheet"[^>]*>)/, `$1$2${early.map((tag) => `$1${tag}`).join('')}`);
  html = replaced(html, /\s*<\/head>/, `\n${headTags(head, styles)}\n  </head>`);
  html = replaced(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${body}</div>\n    <script type="application/json" id="app-scripts">${JSON.stringify(scripts)}</script>`,
  );
  return html;
}

await mkdir(path.join(dist, 'prerendered'), { recursive: true });
const starter = await writeStarter();
for (const head of PAGE_HEADS) {
  const body = await renderPage(head.path, { islands: head.islands === true });
  await writeFile(path.join(dist, 'prerendered', head.file), page(head, body, starter));
  process.stdout.write(`prerendered ${head.path} -> dist/prerendered/${head.file} (${Math.round(body.length / 1024)} KB of markup)\n`);
}
await rm(path.join(dist, '.vite'), { recursive: true, force: true });
await rm(ssrDir, { recursive: true, force: true });
