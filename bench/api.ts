// `npm run bench:api`: the API under load on 100,000 applications, each figure set beside the
// framework limit (a bare Fastify route) and the engine limit (the route's SQL in a loop on the
// same driver), measured in the same run. Reports; never asserts. See bench/README.md.
import os from 'node:os';
import type autocannon from 'autocannon';
import { createWorkspace, envNumber, onExit, run, startServer, table, type ServerProcess } from './lib/harness.ts';
import type { EngineResult } from './lib/protocol.ts';
import { ADMIN, SCENARIOS } from './lib/scenarios.ts';
import { print } from './lib/print.ts';

const SECONDS = envNumber('BENCH_SECONDS', 5);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 50);
const APPLICATIONS = envNumber('BENCH_APPLICATIONS', 100_000);
const ENGINE_CONCURRENCY = envNumber('BENCH_ENGINE_CONCURRENCY', 10);
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
// Each measurement is taken this many times, interleaved, and the best kept: on a shared machine a
// burst of someone else's work would otherwise land on one side of a ratio only.
const REPEAT = envNumber('BENCH_REPEAT', 2);

const workspace = await createWorkspace();
let server: ServerProcess | undefined;
const cleanup = onExit(async () => {
  await server?.stop();
  await workspace.dispose();
});

const fixed = (n: number, digits = 1) => n.toFixed(digits);
const percent = (n: number) => `${Math.round(n * 100)}%`;

try {
  print(`bench:api on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}`);
  print(`database: ${workspace.label}; ${APPLICATIONS.toLocaleString('en')} applications; ${CONNECTIONS} connections; ${SECONDS} s per measurement, best of ${REPEAT}`);
  print(`load average before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const seedStart = performance.now();
  server = await startServer({
    dataDir: workspace.dataDir,
    ...(workspace.databaseUrl ? { databaseUrl: workspace.databaseUrl } : {}),
    seedApplications: APPLICATIONS,
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
  });
  print(`server (pid ${server.pid}, ${server.driver}) seeded and listening in ${fixed((performance.now() - seedStart) / 1000)} s\n`);

  const login = await fetch(`${server.baseUrl}/api/users/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };

  const rows = [['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'bare req/s', 'of bare', 'engine op/s', 'of engine', '>=60% engine', 'p99<20ms']];
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
    let engine: EngineResult | undefined;
    for (let round = 0; round < REPEAT; round += 1) {
      const a = await run({ url: server.baseUrl, connections: CONNECTIONS, duration: SECONDS, requests });
      const b = await run({ url: server.bareUrl, connections: CONNECTIONS, duration: SECONDS, requests });
      const e = await server.engine(scenario.name, SECONDS, ENGINE_CONCURRENCY);
      if (!api || a.requests.average > api.requests.average) api = a;
      if (!bare || b.requests.average > bare.requests.average) bare = b;
      if (!engine || e.perSecond > engine.perSecond) engine = e;
    }
    if (!api || !bare || !engine) throw new Error('no measurement');
    const ofEngine = api.requests.average / engine.perSecond;
    rows.push([
      scenario.name, fixed(api.requests.average), String(api.latency.p50), String(api.latency.p99),
      String(api.non2xx + api.errors), fixed(bare.requests.average), percent(api.requests.average / bare.requests.average),
      fixed(engine.perSecond), percent(ofEngine), ofEngine >= 0.6 ? 'yes' : 'no', api.latency.p99 < 20 ? 'yes' : 'no',
    ]);
    print(`done: ${scenario.name} (engine p50 ${fixed(engine.p50, 2)} ms, p99 ${fixed(engine.p99, 2)} ms)`);
  }
  print(`\n${table(rows)}\n`);
  print(`engine limit: the route's SQL in ${ENGINE_CONCURRENCY} concurrent loops on the app's own driver and pool, in the server process.`);
  print('bare: a Fastify route in the same process answering the same bytes. Goals are reported, not asserted.');
  print(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await cleanup();
}
