// `npm run bench:api`: the API under load on 100,000 applications, each figure set beside a bare
// Fastify route and `pgbench -S` on the same PostgreSQL, measured in the same run, and its latency
// at a fixed offered load of 500 requests/s. Reports; never asserts. See bench/README.md.
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { createWorkspace, envNumber, onExit, run, startServer, table, type ServerProcess } from './lib/harness.ts';
import { pacedLoad, type PacedResult } from './lib/paced-load.ts';
import { pgbenchSelectOnly, type PgbenchResult } from './lib/pgbench.ts';
import { ADMIN, SCENARIOS } from './lib/scenarios.ts';
import { print } from './lib/print.ts';

const SECONDS = envNumber('BENCH_SECONDS', 5);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 50);
const APPLICATIONS = envNumber('BENCH_APPLICATIONS', 100_000);
const OFFERED_RATE = envNumber('BENCH_OFFERED_RATE', 500);
const PGBENCH_CLIENTS = envNumber('BENCH_PGBENCH_CLIENTS', 10);
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
// Each measurement is taken this many times, interleaved, and the best kept: on a shared machine a
// burst of someone else's work would otherwise land on one side of a ratio only.
const REPEAT = envNumber('BENCH_REPEAT', 2);
/** BENCH_CPU_PROF=DIR: the server's CPU profile of each scenario's first measurement, written there. */
const PROFILE_DIR = process.env.BENCH_CPU_PROF;
/** The goals (13.3), reported per scenario where they apply. */
const GOAL_OF_BARE = 0.15;
const GOAL_P99_MS = 10;

const workspace = await createWorkspace();
let server: ServerProcess | undefined;
const cleanup = onExit(async () => {
  await server?.stop();
  await workspace.dispose();
});

const fixed = (n: number, digits = 1) => n.toFixed(digits);
const percent = (n: number) => `${n < 0.1 ? (n * 100).toFixed(1) : Math.round(n * 100)}%`;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const best = (a: PgbenchResult | undefined, b: PgbenchResult) => (a && 'tps' in a && (!('tps' in b) || a.tps >= b.tps) ? a : b);
const pgbench = () => pgbenchSelectOnly(process.env.DATABASE_URL?.trim() || undefined, { seconds: SECONDS, clients: PGBENCH_CLIENTS, scale: 10 });

try {
  print(`bench:api on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ${new Date().toISOString()}`);
  print(`database: ${workspace.label}; ${APPLICATIONS.toLocaleString('en')} applications; ${CONNECTIONS} connections; ${SECONDS} s per measurement, best of ${REPEAT}`);
  print(`load average before: ${load()}`);
  // Before the server exists, so it takes nothing from it; again at the end, and the better kept.
  let engine = await pgbench();
  print('tps' in engine ? `pgbench -S (${PGBENCH_CLIENTS} clients, scale 10): ${fixed(engine.tps)} transactions/s` : `pgbench -S skipped: ${engine.skipped}`);
  const seedStart = performance.now();
  server = await startServer({
    dataDir: workspace.dataDir,
    ...(workspace.databaseUrl ? { databaseUrl: workspace.databaseUrl } : {}),
    seedApplications: APPLICATIONS,
    seedFiles: true,
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
  });
  print(`server (pid ${server.pid}, ${server.driver}) seeded and listening in ${fixed((performance.now() - seedStart) / 1000)} s\n`);

  const login = await fetch(`${server.baseUrl}/api/users/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };

  const measured: { name: string; api: autocannon.Result; bare: autocannon.Result; steady?: PacedResult; goal: boolean }[] = [];
  for (const scenario of SCENARIOS.filter((s) => !ONLY || s.name.toLowerCase().includes(ONLY))) {
    const headers: Record<string, string> = {
      ...(scenario.body ? { 'content-type': 'application/json' } : {}),
      ...(scenario.staff ? { authorization: token } : {}),
    };
    const requests: autocannon.Request[] = [{
      method: scenario.method, headers, ...(scenario.body ? { body: scenario.body } : {}),
      setupRequest: (request) => ({ ...request, path: scenario.path(APPLICATIONS) }),
    }];
    const sample = await fetch(`${server.baseUrl}${scenario.path(APPLICATIONS)}`, { method: scenario.method, headers, ...(scenario.body ? { body: scenario.body } : {}) });
    const sampleBody = await sample.text();
    if (!sample.ok) print(`warning: ${scenario.name} answered ${sample.status}: ${sampleBody.slice(0, 200)}`);
    // The bare route answers the same bytes the real one does, so only the work behind them differs.
    await server.setBarePayload(sampleBody);

    await run({ url: server.baseUrl, connections: CONNECTIONS, duration: 1, requests });
    let api: autocannon.Result | undefined;
    let bare: autocannon.Result | undefined;
    for (let round = 0; round < REPEAT; round += 1) {
      if (PROFILE_DIR && round === 0) await server.startProfile();
      const a = await run({ url: server.baseUrl, connections: CONNECTIONS, duration: SECONDS, requests });
      if (PROFILE_DIR && round === 0) await server.stopProfile(path.join(PROFILE_DIR, `${scenario.name.replace(/\W+/g, '-')}.cpuprofile`));
      const b = await run({ url: server.bareUrl, connections: CONNECTIONS, duration: SECONDS, requests });
      if (!api || a.requests.average > api.requests.average) api = a;
      if (!bare || b.requests.average > bare.requests.average) bare = b;
    }
    if (!api || !bare) throw new Error('no measurement');
    // At a fixed offered load, latency is the request's own cost (plus what the machine's other
    // work adds), not a queue at saturation.
    const paced = { url: server.baseUrl, rate: OFFERED_RATE, connections: CONNECTIONS, request: () => ({
      method: scenario.method, path: scenario.path(APPLICATIONS), headers, ...(scenario.body ? { body: scenario.body } : {}),
    }) };
    // Skipped where the call cannot reach the rate (by design, or as measured just now): latency
    // there is a queue growing for the whole run.
    const steady = (scenario.maxRate && scenario.maxRate < OFFERED_RATE) || api.requests.average < OFFERED_RATE
      ? undefined
      : (await pacedLoad({ ...paced, seconds: 1 }), await pacedLoad({ ...paced, seconds: SECONDS }));
    measured.push({ name: scenario.name, api, bare, ...(steady ? { steady } : {}), goal: scenario.goal === true });
    print(`done: ${scenario.name}`);
  }
  engine = best(engine, await pgbench());

  const rows = [['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'bare req/s', 'of bare', 'of pgbench -S', `>=${GOAL_OF_BARE * 100}% bare`,
    `@${OFFERED_RATE}/s p50`, `@${OFFERED_RATE}/s p99`, `p99<${GOAL_P99_MS}ms`]];
  for (const { name, api, bare, steady, goal } of measured) {
    const ofBare = api.requests.average / bare.requests.average;
    rows.push([
      name, fixed(api.requests.average), String(api.latency.p50), String(api.latency.p99),
      String(api.non2xx + api.errors + (steady?.non2xx ?? 0)), fixed(bare.requests.average), percent(ofBare),
      'tps' in engine ? percent(api.requests.average / engine.tps) : '-',
      goal ? (ofBare >= GOAL_OF_BARE ? 'yes' : 'no') : '',
      steady ? fixed(steady.p50) : '-', steady ? fixed(steady.p99) : '-',
      steady ? (steady.p99 < GOAL_P99_MS ? 'yes' : 'no') : '-',
    ]);
  }
  print(`\n${table(rows)}\n`);
  print(`bare: a Fastify route in the same process answering the same bytes, at ${CONNECTIONS} connections.`);
  print('tps' in engine
    ? `pgbench -S: ${fixed(engine.tps)} select-only transactions/s (${PGBENCH_CLIENTS} clients, scale 10, best of two, before and after) on the same server.`
    : `pgbench -S: skipped (${engine.skipped}).`);
  print(`@${OFFERED_RATE}/s: one request every ${fixed(1000 / OFFERED_RATE)} ms for ${SECONDS} s over at most ${CONNECTIONS} keep-alive connections, open loop ` +
    `(lib/paced-load.ts; '-': the call cannot reach that rate, by design or as measured above). Goals are reported, not asserted.`);
  const paced = measured.flatMap((m) => (m.steady ? [m.steady] : []));
  const late = paced.reduce((sum, m) => sum + m.lateSends, 0);
  print(`load generator: ${late} of ${paced.reduce((sum, m) => sum + m.sent, 0)} requests left more than 1 ms late; ` +
    `worst p99 lateness ${fixed(Math.max(0, ...paced.map((m) => m.lateP99)))} ms (not in the latencies above).`);
  print(`load average after: ${load()}`);
} finally {
  await cleanup();
}
