// Writes the public pages into dist/prerendered/*.html after the three browser builds (the app,
// the pages of islands (home, upload) and the starter) and `vite build --ssr src/entry-server.tsx`, which
// renders them (src/ssr/document.tsx is their template). The server sends these files for their
// paths, with their slots filled in; the browser hydrates them. The upload page's shells
// (upload.html, hi/upload.html…) are among them: the server sends one for each `/upload/<token>`;
// so are the vacancies pages' (jobs.html, hi/jobs-demand.html…), which the server fills with the
// published demands.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const ssrDir = path.join(web, 'node_modules/.prerender');
const manifest = async (name) => JSON.parse(await readFile(path.join(dist, '.vite', name), 'utf8'));

const { prerenderPages } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
const pages = await prerenderPages({
  app: await manifest('manifest.json'),
  islands: await manifest('islands-manifest.json'),
  starter: await manifest('starter-manifest.json'),
});

await mkdir(path.join(dist, 'prerendered'), { recursive: true });
for (const { file, html } of pages) {
  // Other languages' pages go in a folder of their own (`hi/enquiry.html`).
  await mkdir(path.dirname(path.join(dist, 'prerendered', file)), { recursive: true });
  await writeFile(path.join(dist, 'prerendered', file), html);
  process.stdout.write(`prerendered dist/prerendered/${file} (${Math.round(html.length / 1024)} KB)\n`);
}
await rm(path.join(dist, '.vite'), { recursive: true, force: true });
await rm(ssrDir, { recursive: true, force: true });
