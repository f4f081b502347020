// `npm run bench:upload`: concurrent 10 MB document uploads against a server in its own process,
// and how much that server's memory grows meanwhile. Uploads stream to disk, so the growth must
// stay far below clients x size. See bench/README.md.
import os from 'node:os';
import { DOCUMENT_MAX_BYTES } from '@visadesk/contract';
import { createWorkspace, envNumber, mb, onExit, processMemory, startServer, table, type ServerProcess } from './lib/harness.ts';
import { multipart, pdfOfSize } from './lib/multipart.ts';
import type { MemorySample } from './lib/protocol.ts';
import { ADMIN } from './lib/scenarios.ts';
import { seeded } from './lib/seed.ts';
import { print } from './lib/print.ts';

const CLIENTS = envNumber('UPLOAD_CLIENTS', 10);
const UPLOADS_PER_CLIENT = envNumber('UPLOADS_PER_CLIENT', 5);
// Just under the 10 MB limit, so every upload is accepted whole.
const SIZE = envNumber('UPLOAD_BYTES', DOCUMENT_MAX_BYTES - 1024);

const workspace = await createWorkspace();
let server: ServerProcess | undefined;
const cleanup = onExit(async () => {
  await server?.stop();
  await workspace.dispose();
});

const peakOf = (samples: MemorySample[], key: keyof MemorySample) => Math.max(0, ...samples.map((s) => s[key]));

/** `clients` concurrent clients, each uploading UPLOADS_PER_CLIENT documents one after another. */
async function phase(target: ServerProcess, token: string, document: Buffer, clients: number) {
  const before = processMemory(target.pid);
  const samplesFrom = target.memory.length;
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, processMemory(target.pid).rss);
  }, 20);
  const started = performance.now();
  const statuses: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; n < UPLOADS_PER_CLIENT; n += 1) {
        const form = multipart({}, { [`file${1 + (n % 12)}`]: { data: document, name: `visa-${client}-${n}.pdf`, type: 'application/pdf' } });
        const res = await fetch(`${target.baseUrl}/api/application/updateApplicationAdd/${seeded.id(client + 1)}`, {
          method: 'PUT', headers: { authorization: token, 'content-type': form.contentType }, body: form.body,
        });
        statuses.push(res.status);
        await res.arrayBuffer();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = processMemory(target.pid);
  return {
    uploads: statuses.length,
    ok: statuses.filter((s) => s === 200).length,
    seconds,
    peakRss: Math.max(peakRss, after.peak > before.peak ? after.peak : 0),
    peakBuffers: peakOf(target.memory.slice(samplesFrom), 'arrayBuffers'),
    retainedHeap: (await target.retainedMemory()).heapUsed,
  };
}

try {
  print(`bench:upload on ${os.cpus().length} cores, Node ${process.version}; database: ${workspace.label}`);
  print(`${CLIENTS} clients x ${UPLOADS_PER_CLIENT} uploads of ${mb(SIZE)} (PDF) each, to PUT /api/application/updateApplicationAdd/:id`);
  server = await startServer({
    dataDir: workspace.dataDir,
    ...(workspace.databaseUrl ? { databaseUrl: workspace.databaseUrl } : {}),
    seedApplications: CLIENTS * 2,
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
    memoryIntervalMs: 25,
  });
  const login = await fetch(`${server.baseUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { token } = (await login.json()) as { token: string };
  const document = pdfOfSize(SIZE);

  // Settle, then take the baseline: the server idle, seeded, signed in, garbage collected.
  await new Promise((r) => setTimeout(r, 1500));
  await server.retainedMemory();
  const idle = processMemory(server.pid);
  const idleBuffers = (server.memory.at(-1) as MemorySample).arrayBuffers;
  const rows = [['clients', 'in flight (clients x size)', 'answered 200', 'MB/s', 'peak RSS', 'growth over idle', 'of in flight', 'peak Buffers', 'heap after GC']];
  let failed = 0;
  // The brief's 10 clients, then twice as many: streaming shows as growth that does not double.
  for (const clients of [CLIENTS, CLIENTS * 2]) {
    const p = await phase(server, token, document, clients);
    failed += p.uploads - p.ok;
    const growth = Math.max(0, p.peakRss - idle.rss);
    rows.push([
      String(clients), mb(clients * SIZE), `${p.ok}/${p.uploads}`, (p.uploads * SIZE / 1024 / 1024 / p.seconds).toFixed(1),
      mb(p.peakRss), mb(growth), `${Math.round((growth / (clients * SIZE)) * 100)}%`, mb(p.peakBuffers), mb(p.retainedHeap),
    ]);
  }
  print(`\nidle server: RSS ${mb(idle.rss)}, Buffers ${mb(idleBuffers)}\n${table(rows)}\n`);
  print('peak RSS: the highest VmRSS sampled every 20 ms (or VmHWM when it rose); Buffers: process.memoryUsage().arrayBuffers,');
  print('which counts socket chunks not yet garbage collected as well as any held on purpose.');
  print(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  if (failed > 0) process.exitCode = 1;
} finally {
  await cleanup();
}
