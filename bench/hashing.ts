// `npm run bench:hashing`: how long a staff member waits for a document while a crowd of wrong
// passwords is being checked. argon2 runs on libuv's thread pool, which file reads share; the
// server lets only half the pool hash at once (apps/server/src/security/passwords.ts), so downloads keep
// threads. Prints download latency idle and under load, and their ratio. See bench/README.md.
import os from 'node:os';
import { createWorkspace, envNumber, onExit, startServer, table, type ServerProcess } from './lib/harness.ts';
import { multipart, pdfOfSize } from './lib/multipart.ts';
import { print } from './lib/print.ts';
import { ADMIN } from './lib/scenarios.ts';
import { seeded } from './lib/seed.ts';

const ATTACKERS = envNumber('BAD_LOGINS', 64);
const DOWNLOADS = envNumber('DOWNLOADS', 40);
const DOCUMENT_BYTES = envNumber('DOCUMENT_BYTES', 1024 * 1024);
/** The goal: a download under load takes at most this many times as long as one on an idle server. */
const GOAL_RATIO = 10;

const workspace = await createWorkspace();
let server: ServerProcess | undefined;
const cleanup = onExit(async () => {
  await server?.stop();
  await workspace.dispose();
});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** DOWNLOADS document downloads one after another, each timed from request to last byte. */
async function downloads(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < DOWNLOADS; n += 1) {
    const started = performance.now();
    const res = await fetch(url);
    const body = await res.arrayBuffer();
    if (res.status !== 200 || body.byteLength !== DOCUMENT_BYTES) throw new Error(`download answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

try {
  print(`bench:hashing on ${os.cpus().length} cores, Node ${process.version}; database: ${workspace.label}`);
  print(`${DOWNLOADS} downloads of a ${(DOCUMENT_BYTES / 1024 / 1024).toFixed(1)} MB document, idle and while ${ATTACKERS} clients send wrong passwords without pause`);
  server = await startServer({
    dataDir: workspace.dataDir,
    ...(workspace.databaseUrl ? { databaseUrl: workspace.databaseUrl } : {}),
    seedApplications: 1,
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn',
  });
  const base = server.baseUrl;
  const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { token } = (await login.json()) as { token: string };
  const form = multipart({}, { file1: { data: pdfOfSize(DOCUMENT_BYTES), name: 'visa.pdf', type: 'application/pdf' } });
  const upload = await fetch(`${base}/api/application/updateApplicationAdd/${seeded.id(1)}`, {
    method: 'PUT', headers: { authorization: token, 'content-type': form.contentType }, body: form.body,
  });
  if (!upload.ok) throw new Error(`the upload answered ${upload.status}`);
  const application = (await upload.json()) as { documents: { file1?: { url: string } } };
  const url = `${base}${application.documents.file1?.url ?? ''}`;

  await downloads(url);
  const idle = await downloads(url);

  let attacking = true;
  let attempts = 0;
  const failures = new Map<string, number>();
  const attackers = Array.from({ length: ATTACKERS }, async (_, n) => {
    while (attacking) {
      try {
        const res = await fetch(`${base}/api/users/login`, {
          method: 'POST', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: ADMIN.email, password: `wrong password ${n}` }),
        });
        await res.arrayBuffer();
        if (res.status === 401) attempts += 1;
        else failures.set(`answered ${res.status}`, (failures.get(`answered ${res.status}`) ?? 0) + 1);
      } catch (error) {
        const reason = String((error as { cause?: { code?: string } }).cause?.code ?? error);
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
      }
    }
  });
  // Let the crowd fill the queue before measuring.
  await new Promise((r) => setTimeout(r, 2000));
  const started = performance.now();
  const loaded = await downloads(url);
  const seconds = (performance.now() - started) / 1000;
  attacking = false;
  await Promise.all(attackers);

  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const ratio = percentile(loaded, 50) / percentile(idle, 50);
  print(`\n${table([
    ['downloads', 'p50', 'p95', 'max'],
    ['idle', ms(percentile(idle, 50)), ms(percentile(idle, 95)), ms(Math.max(...idle))],
    [`${ATTACKERS} bad-login clients`, ms(percentile(loaded, 50)), ms(percentile(loaded, 95)), ms(Math.max(...loaded))],
  ])}\n`);
  print(`wrong passwords checked meanwhile: ${attempts} (${(attempts / (seconds + 2)).toFixed(1)}/s)`);
  if (failures.size > 0) print(`bad-login requests that did not get their 401: ${[...failures].map(([why, n]) => `${n} ${why}`).join(', ')}`);
  print(`p50 under load / idle: ${ratio.toFixed(1)}x (goal: at most ${GOAL_RATIO}x) ${ratio <= GOAL_RATIO ? 'within' : 'OVER'}`);
  print(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await cleanup();
}
