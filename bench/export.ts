// `npm run bench:export`: the server's memory while it streams exports of 1,000, 10,000 and
// 100,000 applications, as the CSV and as the Excel workbook (ADR 036), in the
// same run: each format on a server process of its own over the same database (started afresh, so
// one format's garbage and the pages its allocator kept are not counted in the other's), and the
// workbook's growth against the CSV's for the same rows. Both are read in batches from the database
// and written as they are read, so the growth must not follow the rows. EXPORT_FORMAT=csv or xlsx
// measures one format alone. See bench/README.md.
import os from 'node:os';
import { createWorkspace, envNumber, mb, onExit, processMemory, startServer, table, type ServerProcess } from './lib/harness.ts';
import type { MemorySample } from './lib/protocol.ts';
import { ADMIN } from './lib/scenarios.ts';
import { print } from './lib/print.ts';

type Format = 'csv' | 'xlsx';

const COUNT = envNumber('EXPORT_APPLICATIONS', 100_000);
const FORMATS: readonly Format[] = process.env.EXPORT_FORMAT === 'xlsx' || process.env.EXPORT_FORMAT === 'csv' ? [process.env.EXPORT_FORMAT] : ['csv', 'xlsx'];
/**
 * The seed's passports are P + eight digits of the applicant's number (1..count): a prefix of six
 * finds 1,000 of them (P00001000-P00001999), of five 10,000 (P00010000-P00019999).
 */
const EXPORTS: [label: string, query: string, rows: number][] = [
  ['1,000 rows (search=P00001)', 'search=P00001', 1000],
  ['10,000 rows (search=P0001)', 'search=P0001', 10_000],
  [`${COUNT.toLocaleString('en')} rows (everything)`, '', COUNT],
];
if (COUNT < 20_000) throw new Error('EXPORT_APPLICATIONS: at least 20,000, so the 10,000-row export finds its rows');

const workspace = await createWorkspace();
let server: ServerProcess | undefined;
const cleanup = onExit(async () => {
  await server?.stop();
  await workspace.dispose();
});

interface Phase {
  rows: number;
  bytes: number;
  seconds: number;
  /** The server's RSS and heap when it was idle: warmed up, after a full collection, before its first measured export. */
  idleRss: number;
  idleHeap: number;
  peakRss: number;
  peakHeap: number;
  /**
   * With `collect`: the most held (see Idle) in a full collection taken every second while the export
   * runs (the idle's if it ends sooner). Those collections lower the peaks, so they are taken on a
   * second read of the same export, never on the one whose peaks are shown.
   */
  peakHeld: number;
  idleHeld: number;
  retainedHeap: number;
}

interface Idle {
  rss: number;
  heap: number;
  /** The heap and the memory outside it that JavaScript objects hold (Buffers, zlib), after a full collection. */
  held: number;
}

const growth = (p: Phase) => Math.max(0, p.peakRss - p.idleRss);
const heapGrowth = (p: Phase) => Math.max(0, p.peakHeap - p.idleHeap);
/** What the export itself holds: garbage is collected first, so this is its batch, buffers and streams. */
const heldGrowth = (p: Phase) => Math.max(0, p.peakHeld - p.idleHeld);
const heldOf = (m: MemorySample) => m.heapUsed + m.external;

/** One export read to its end by this process, the server's memory sampled meanwhile. */
async function phase(target: ServerProcess, idle: Idle, token: string, format: Format, query: string, expectedRows: number, collect = false): Promise<Phase> {
  const { rss: idleRss, heap: idleHeap, held: idleHeld } = idle;
  const from = target.memory.length;
  let peakRss = processMemory(target.pid).rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, processMemory(target.pid).rss);
  }, 20);
  let reading = true;
  let peakHeld = idleHeld;
  const collector = (async () => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (!reading || !collect) return;
      peakHeld = Math.max(peakHeld, heldOf(await target.retainedMemory()));
    }
  })();
  const started = performance.now();
  const res = await fetch(`${target.baseUrl}/api/application/export?format=${format}&${query}`, { headers: { authorization: token } });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  reading = false;
  clearInterval(sampler);
  await collector;
  peakRss = Math.max(peakRss, processMemory(target.pid).rss);
  const samples = target.memory.slice(from);
  return {
    // A workbook is zipped: its rows are the ones asked for (the server test reads one back).
    rows: format === 'csv' ? lines - 1 : expectedRows, bytes, seconds, idleRss, idleHeap, idleHeld, peakRss, peakHeld,
    peakHeap: Math.max(idleHeap, ...samples.map((s: MemorySample) => s.heapUsed)),
    retainedHeap: (await target.retainedMemory()).heapUsed,
  };
}

/** The server after a full collection and a moment's rest. */
async function idleOf(target: ServerProcess): Promise<Idle> {
  const memory = await target.retainedMemory();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return { rss: processMemory(target.pid).rss, heap: memory.heapUsed, held: heldOf(memory) };
}

async function signIn(target: ServerProcess): Promise<string> {
  const login = await fetch(`${target.baseUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  return ((await login.json()) as { token: string }).token;
}

/** Below this, a growth is the sampling's noise (a few pages): it counts as this much in a ratio. */
const NOISE = 1024 * 1024;
const ratio = (xlsx: number, csv: number) => `${(Math.max(xlsx, NOISE) / Math.max(csv, NOISE)).toFixed(1)}x`;

try {
  print(`bench:export (${FORMATS.join(' and ')}) on ${os.cpus().length} cores, Node ${process.version}; database: ${workspace.label}`);
  const rows = [['export', 'format', 'rows', 'size', 's', 'rows/s', 'idle RSS', 'peak RSS', 'RSS growth', 'idle heap', 'peak heap', 'heap growth', 'held growth', 'heap after GC']];
  const measured = new Map<string, Phase>();
  for (const [index, format] of FORMATS.entries()) {
    // The first server seeds the database; the next one starts on it as it is.
    server = await startServer({
      dataDir: workspace.dataDir,
      ...(workspace.databaseUrl ? { databaseUrl: workspace.databaseUrl } : {}),
      seedApplications: index === 0 ? COUNT : 0,
      logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
      memoryIntervalMs: 20,
    });
    const token = await signIn(server);
    // Warm up (the route, its queries, this format's code), settle, then take the baseline after a full GC.
    const warm = await idleOf(server);
    await phase(server, warm, token, format, EXPORTS[0]?.[1] ?? '', EXPORTS[0]?.[2] ?? 0);
    const idle = await idleOf(server);
    for (const [label, query, expected] of EXPORTS) {
      const p = { ...await phase(server, idle, token, format, query, expected), peakHeld: (await phase(server, idle, token, format, query, expected, true)).peakHeld };
      measured.set(`${format} ${expected}`, p);
      rows.push([
        label, format.toUpperCase(), p.rows.toLocaleString('en'), mb(p.bytes), p.seconds.toFixed(2), String(Math.round(p.rows / p.seconds)),
        mb(p.idleRss), mb(p.peakRss), mb(growth(p)), mb(p.idleHeap), mb(p.peakHeap), mb(heapGrowth(p)), mb(heldGrowth(p)), mb(p.retainedHeap),
      ]);
    }
    await server.stop();
    server = undefined;
  }
  print(`\n${table(rows)}\n`);
  for (const format of FORMATS) {
    const [small, large] = [measured.get(`${format} ${EXPORTS[0]?.[2]}`), measured.get(`${format} ${COUNT}`)];
    if (small && large) print(`${format.toUpperCase()}: RSS growth of the largest export against the 1,000-row one: ${mb(growth(large))} against ${mb(growth(small))} (${COUNT / 1000}x the rows)`);
  }
  if (FORMATS.length === 2) {
    print('\nThe workbook against the CSV, the same rows in the same run (xlsx growth / csv growth; a growth under 1 MB counts as 1 MB):');
    const ratios = [['export', 'CSV RSS growth', 'XLSX RSS growth', 'RSS ratio', 'CSV heap growth', 'XLSX heap growth', 'heap ratio', 'CSV held', 'XLSX held', 'held ratio']];
    for (const [label, , expected] of EXPORTS) {
      const [csv, xlsx] = [measured.get(`csv ${expected}`), measured.get(`xlsx ${expected}`)];
      if (!csv || !xlsx) continue;
      ratios.push([
        label, mb(growth(csv)), mb(growth(xlsx)), ratio(growth(xlsx), growth(csv)), mb(heapGrowth(csv)), mb(heapGrowth(xlsx)), ratio(heapGrowth(xlsx), heapGrowth(csv)),
        mb(heldGrowth(csv)), mb(heldGrowth(xlsx)), ratio(heldGrowth(xlsx), heldGrowth(csv)),
      ]);
    }
    print(table(ratios));
  }
  print('\npeak RSS: VmRSS sampled every 20 ms; heap: process.memoryUsage().heapUsed reported by the server every 20 ms;');
  print('idle: that format\'s server, seeded, signed in, one small export done, after a full GC; growth: peak - idle;');
  print('held: heap + external after a full GC taken every second during a second read of the same export (garbage left out), over the idle\'s.');
  print(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await cleanup();
}
