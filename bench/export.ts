// `npm run bench:export`: the server's memory while it streams a CSV export of 100,000
// applications, against an export of 1,000 (and 10,000) in the same run (issue 17); with
// EXPORT_FORMAT=xlsx the Excel workbook of the same rows (issue 29). The export is read in batches
// from the database and written as it is read, so the growth must not follow the rows. See
// bench/README.md.
import os from 'node:os';
import { createWorkspace, envNumber, mb, onExit, processMemory, startServer, table, type ServerProcess } from './lib/harness.ts';
import type { MemorySample } from './lib/protocol.ts';
import { ADMIN } from './lib/scenarios.ts';
import { print } from './lib/print.ts';

const COUNT = envNumber('EXPORT_APPLICATIONS', 100_000);
const FORMAT = process.env.EXPORT_FORMAT === 'xlsx' ? 'xlsx' : 'csv';
/** The seed's passports are P + eight digits: a prefix of six finds 1,000 of them, of five 10,000. */
const EXPORTS: [label: string, query: string, rows: number][] = [
  ['1,000 rows (search=P00099)', 'search=P00099', 1000],
  ['10,000 rows (search=P0009)', 'search=P0009', 10_000],
  [`${COUNT.toLocaleString('en')} rows (everything)`, '', COUNT],
];

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
  peakRss: number;
  peakHeap: number;
  retainedHeap: number;
}

/** One export read to its end by this process, the server's memory sampled meanwhile. */
async function phase(target: ServerProcess, token: string, query: string, expectedRows: number): Promise<Phase> {
  const from = target.memory.length;
  let peakRss = processMemory(target.pid).rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, processMemory(target.pid).rss);
  }, 20);
  const started = performance.now();
  const res = await fetch(`${target.baseUrl}/api/application/export?format=${FORMAT}&${query}`, { headers: { authorization: token } });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const samples = target.memory.slice(from);
  return {
    // A workbook is zipped: its rows are the ones asked for (the server test reads one back).
    rows: FORMAT === 'csv' ? lines - 1 : expectedRows, bytes, seconds, peakRss,
    peakHeap: Math.max(0, ...samples.map((s: MemorySample) => s.heapUsed)),
    retainedHeap: (await target.retainedMemory()).heapUsed,
  };
}

async function signIn(target: ServerProcess): Promise<string> {
  const login = await fetch(`${target.baseUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  return ((await login.json()) as { token: string }).token;
}

try {
  print(`bench:export (${FORMAT}) on ${os.cpus().length} cores, Node ${process.version}; database: ${workspace.label}`);
  server = await startServer({
    dataDir: workspace.dataDir,
    ...(workspace.databaseUrl ? { databaseUrl: workspace.databaseUrl } : {}),
    seedApplications: COUNT,
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
    memoryIntervalMs: 20,
  });
  const token = await signIn(server);
  // Warm up (the route, its queries, the CSV code), settle, then take the baseline after a full GC.
  await phase(server, token, EXPORTS[0]?.[1] ?? '', EXPORTS[0]?.[2] ?? 0);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idleHeap = (await server.retainedMemory()).heapUsed;
  const idle = processMemory(server.pid).rss;
  const rows = [['export', 'rows', FORMAT.toUpperCase(), 's', 'rows/s', 'peak RSS', 'RSS growth', 'peak heap', 'heap growth', 'heap after GC']];
  const growth: number[] = [];
  for (const [label, query, expected] of EXPORTS) {
    const p = await phase(server, token, query, expected);
    growth.push(Math.max(0, p.peakRss - idle));
    rows.push([
      label, p.rows.toLocaleString('en'), mb(p.bytes), p.seconds.toFixed(2), String(Math.round(p.rows / p.seconds)),
      mb(p.peakRss), mb(Math.max(0, p.peakRss - idle)), mb(p.peakHeap), mb(Math.max(0, p.peakHeap - idleHeap)), mb(p.retainedHeap),
    ]);
  }
  print(`\nidle server (seeded, signed in, one small export done, after a full GC): RSS ${mb(idle)}, heap ${mb(idleHeap)}\n${table(rows)}\n`);
  const [small = 0, , large = 0] = growth;
  print(`RSS growth of the largest export against the 1,000-row one: ${mb(large)} against ${mb(small)} (${COUNT / 1000}x the rows)`);
  print('peak RSS: VmRSS sampled every 20 ms; heap: process.memoryUsage().heapUsed reported by the server every 20 ms.');
  print(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await cleanup();
}
