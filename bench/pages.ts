// `npm run bench:pages`: Lighthouse (mobile preset) on the public pages of the production build,
// served by the real server. Prints the scores, CLS and the home page's JavaScript and image bytes
// against the budgets (the home page's JavaScript budget is 40 KB gzip,
// ADR 012), each language's home page against the English one, the vacancies pages (one open
// demand added first) against theirs (ADR 052), and the worker's pages (an upload link asked for
// first, and the applicant copy's pages audited with a copy kept on the phone) against theirs. It
// reports; it never fails on a missed budget.
//   npm run bench:pages                 # builds first when the prerendered pages are missing
//   npm run bench:pages -- --build      # always rebuild
//   npm run bench:pages -- --runs 3     # median of three runs per page
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { addDemand, openDemandInput } from '../e2e/support/demands.ts';
import { startServer } from '../e2e/support/server.ts';
import { LANGUAGE_CODES, localisedPath, PAGES as SITE_PAGES, PRERENDERED_PAGES } from '@visadesk/contract';
import { print } from './lib/print.ts';
import { COPY_PAGES, keepACopy, WORKER_BUDGET, workerPages } from './worker-pages.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
// Every prerendered page, each translated one in every language: /hi/enquiry, /ur/enquiry…
const PAGES = PRERENDERED_PAGES.map((page) => page.path);
const BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, homeJsGzipKb: 40, cls: 0 };
/** The home page in each language, held to more than the site-wide budget. */
const LANGUAGE_BUDGET = { performance: 98, accessibility: 100, cls: 0 };
const HOME_VERSIONS = LANGUAGE_CODES.map((language) => localisedPath(SITE_PAGES.home, language));
/** The vacancies pages (issue 35): performance ≥ 98 on a phone, under 30 KB of JavaScript gzip, nothing moving. */
const JOBS_BUDGET = { performance: 98, accessibility: 100, jsGzipKb: 30, cls: 0 };
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Math.max(1, Number(args[runsIndex + 1]) || 1) : 1;

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

interface PageResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  requests: NetworkRequest[];
  failed: string[];
}

function build(): void {
  const bin = path.join(root, 'node_modules/.bin');
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
  print('Building the web app…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed.');
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** `keepStorage`: audit the page with the site's storage as it is (a copy kept on the phone), not cleared first. */
async function audit(url: string, port: number, keepStorage = false): Promise<Omit<PageResult, 'path'>> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', disableStorageReset: keepStorage });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { categories, audits } = result.lhr;
  const failed = Object.values(categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
    .map((ref) => audits[ref.id])
    .filter((item) => item && item.score !== null && item.score < 1)
    .map((item) => `${item?.id}: ${item?.title}`);
  const details = audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    requests: details?.items ?? [],
    failed,
  };
}

function median<T>(results: T[], key: (r: T) => number): T {
  return [...results].sort((a, b) => key(a) - key(b))[Math.floor(results.length / 2)] as T;
}

/** Gzip size of a built file, as the server would send it to a client without Brotli. */
function gzipBytes(url: string): number {
  const file = path.join(dist, new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The gzip size of the scripts a page loaded. */
const scriptGzipBytes = (result: PageResult) =>
  result.requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + gzipBytes(r.url), 0);

/** The bytes of the fonts a page loaded, as sent. */
const fontBytes = (result: PageResult) => result.requests.filter((r) => r.resourceType === 'Font').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);

/**
 * Each language's home page against the English one, measured in this run: no more
 * JavaScript (ratio to English ≤ 1.00), performance ≥ 98, accessibility 100, CLS 0. Fonts count in
 * bytes, not as JavaScript.
 */
function printLanguageBudgets(results: PageResult[], englishJs: number): void {
  print(`\nHome page in each language (budget: performance ≥ ${LANGUAGE_BUDGET.performance}, accessibility ${LANGUAGE_BUDGET.accessibility}, CLS ${LANGUAGE_BUDGET.cls}, JavaScript ≤ English)`);
  print(`${'page'.padEnd(8)}${pad('perf', 6)}${pad('a11y', 6)}${pad('CLS', 8)}${pad('JS KB', 8)}${pad('JS/en', 7)}${pad('font KB', 9)}  verdict`);
  for (const path of HOME_VERSIONS) {
    const r = results.find((result) => result.path === path);
    if (!r) continue;
    const js = scriptGzipBytes(r);
    const ok = r.performance >= LANGUAGE_BUDGET.performance && r.accessibility >= LANGUAGE_BUDGET.accessibility && r.cls === LANGUAGE_BUDGET.cls && js <= englishJs;
    print(
      `${path.padEnd(8)}${pad(r.performance, 6)}${pad(r.accessibility, 6)}${pad(r.cls.toFixed(3), 8)}${pad(kb(js), 8)}${pad((js / englishJs).toFixed(2), 7)}${pad(kb(fontBytes(r)), 9)}  ${ok ? 'within' : 'MISSED'}`,
    );
  }
}
const pad = (value: string | number, width: number) => String(value).padStart(width);

interface TableBudget {
  performance: number;
  accessibility: number;
  jsGzipKb: number;
  cls: number;
}

/**
 * Pages against a budget of their own: `/jobs` and a demand's page in Urdu (right to left, a script
 * font) against the vacancies', the worker's pages against theirs.
 */
function printBudgets(title: string, budget: TableBudget, results: PageResult[], paths: readonly string[]): void {
  print(`\n${title} (budget: performance ≥ ${budget.performance}, accessibility ${budget.accessibility}, JavaScript < ${budget.jsGzipKb} KB gzip, CLS ${budget.cls})`);
  const column = Math.max(...paths.map((p) => p.length)) + 2;
  print(`${'page'.padEnd(column)}${pad('perf', 6)}${pad('a11y', 6)}${pad('CLS', 8)}${pad('JS KB', 8)}${pad('files', 7)}  verdict`);
  for (const path of paths) {
    const r = results.find((result) => result.path === path);
    if (!r) continue;
    const js = scriptGzipBytes(r);
    const files = r.requests.filter((request) => request.resourceType === 'Script').length;
    const ok = r.performance >= budget.performance && r.accessibility >= budget.accessibility && r.cls === budget.cls && js / 1024 < budget.jsGzipKb;
    print(`${path.padEnd(column)}${pad(r.performance, 6)}${pad(r.accessibility, 6)}${pad(r.cls.toFixed(3), 8)}${pad(kb(js), 8)}${pad(files, 7)}  ${ok ? 'within' : 'MISSED'}`);
  }
}

/**
 * Every prerendered page, then the vacancies pages once one open demand is added (so they, and the
 * home page's vacancies, show what a worker sees), then an upload link's page.
 */
async function auditPages(baseURL: string, port: number): Promise<{ results: PageResult[]; jobsPages: string[]; workersPages: string[] }> {
  const demand = await addDemand(baseURL, openDemandInput('Bench'));
  const jobsPages = [SITE_PAGES.jobs, localisedPath(`${SITE_PAGES.jobs}/${demand._id}`, 'ur')];
  const workersPages = await workerPages(baseURL);
  const results: PageResult[] = [];
  const copyPages = new Set(COPY_PAGES);
  for (const page of new Set([...PAGES, ...jobsPages, ...workersPages])) {
    // Every other audit clears the site's storage: the copy is kept again just before its pages'.
    if (page === COPY_PAGES[0]) await keepACopy(baseURL, port);
    const attempts = [];
    for (let i = 0; i < runs; i += 1) attempts.push(await audit(`${baseURL}${page}`, port, copyPages.has(page)));
    results.push({ path: page, ...median(attempts, (r) => r.performance) });
  }
  return { results, jobsPages, workersPages };
}

/** The pages not meant for search engines (noindex on purpose), left out of the SEO budget: an upload link's and the applicant copy's. */
const unlistedPages = (workersPages: readonly string[]) => new Set([...workersPages.filter((page) => page.includes(SITE_PAGES.upload)), ...COPY_PAGES]);

async function main(): Promise<void> {
  if (args.includes('--build') || !existsSync(path.join(dist, 'prerendered/home.html'))) build();
  // PUBLIC_URL set, as on a deployed site: canonical and hreflang addresses absolute (SEO).
  const server = await startServer({ ownPublicUrl: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  let audited: Awaited<ReturnType<typeof auditPages>>;
  try {
    audited = await auditPages(server.baseURL, chrome.port);
  } finally {
    await chrome.kill();
    await server.stop();
  }
  const { results, jobsPages, workersPages } = audited;

  print(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile preset, production build on the real server\n`);
  const column = Math.max(...results.map((r) => r.path.length)) + 2;
  print(`${'page'.padEnd(column)}${pad('perf', 6)}${pad('a11y', 6)}${pad('bp', 6)}${pad('seo', 6)}${pad('CLS', 8)}${pad('LCP ms', 9)}${pad('TBT ms', 9)}`);
  for (const r of results) {
    print(
      `${r.path.padEnd(column)}${pad(r.performance, 6)}${pad(r.accessibility, 6)}${pad(r.bestPractices, 6)}${pad(r.seo, 6)}${pad(r.cls.toFixed(3), 8)}${pad(Math.round(r.lcpMs), 9)}${pad(Math.round(r.tbtMs), 9)}`,
    );
  }

  const home = results[0] as PageResult;
  const jsGzip = scriptGzipBytes(home);
  const scripts = home.requests.filter((r) => r.resourceType === 'Script');
  const images = home.requests.filter((r) => r.resourceType === 'Image');
  const jsWire = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const imageBytes = images.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const media = home.requests.filter((r) => r.resourceType === 'Media').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  print(`\nHome page: JavaScript ${kb(jsGzip)} KB gzip (${kb(jsWire)} KB as sent, Brotli) in ${scripts.length} files; images ${kb(imageBytes)} KB in ${images.length} files; video ${kb(media)} KB`);

  const unlisted = unlistedPages(workersPages);
  const worst = (key: 'performance' | 'accessibility' | 'bestPractices' | 'seo') => Math.min(...results.filter((r) => key !== 'seo' || !unlisted.has(r.path)).map((r) => r[key]));
  const worstCls = Math.max(...results.map((r) => r.cls));
  const ratio = (value: number, budget: number) => (budget === 0 ? (value === 0 ? '1.00' : '∞') : (value / budget).toFixed(2));
  const line = (name: string, value: string, budget: string, r: string, ok: boolean) =>
    print(`${name.padEnd(28)}${value.padStart(10)}${budget.padStart(10)}${r.padStart(8)}  ${ok ? 'within' : 'MISSED'}`);
  print(`\n${'budget'.padEnd(28)}${'value'.padStart(10)}${'budget'.padStart(10)}${'ratio'.padStart(8)}`);
  line('performance (worst page)', String(worst('performance')), `≥ ${BUDGET.performance}`, ratio(worst('performance'), BUDGET.performance), worst('performance') >= BUDGET.performance);
  line('accessibility (worst page)', String(worst('accessibility')), `= ${BUDGET.accessibility}`, ratio(worst('accessibility'), BUDGET.accessibility), worst('accessibility') >= BUDGET.accessibility);
  line('best practices (worst page)', String(worst('bestPractices')), `= ${BUDGET.bestPractices}`, ratio(worst('bestPractices'), BUDGET.bestPractices), worst('bestPractices') >= BUDGET.bestPractices);
  line('SEO (worst listed page)', String(worst('seo')), `= ${BUDGET.seo}`, ratio(worst('seo'), BUDGET.seo), worst('seo') >= BUDGET.seo);
  line('home JavaScript (KB gzip)', kb(jsGzip), `< ${BUDGET.homeJsGzipKb}`, ratio(jsGzip / 1024, BUDGET.homeJsGzipKb), jsGzip / 1024 < BUDGET.homeJsGzipKb);
  line('CLS (worst page)', worstCls.toFixed(3), `= ${BUDGET.cls}`, ratio(worstCls, BUDGET.cls), worstCls === BUDGET.cls);

  printLanguageBudgets(results, jsGzip);
  printBudgets('Vacancies pages', JOBS_BUDGET, results, jobsPages);
  printBudgets("Worker's pages", WORKER_BUDGET, results, workersPages);

  const failures = results.flatMap((r) => r.failed.filter((f) => !(unlisted.has(r.path) && f.startsWith('is-crawlable'))).map((f) => `${r.path}  ${f}`));
  if (failures.length) print(`\nAudits below full marks (accessibility, best practices, SEO):\n  ${failures.join('\n  ')}`);
}

await main();
