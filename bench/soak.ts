// `npm run bench:soak`: SOAK_SECONDS (60) at SOAK_CONNECTIONS (100) of mixed reads and writes,
// uploads included, against a server in its own process. Prints totals, errors, 5xx and the
// server's memory at start, middle and end; exits non-zero on any error or 5xx.
import os from 'node:os';
import type autocannon from 'autocannon';
import { applicantFields, sampleImage } from '../apps/server/src/seed/factories.ts';
import { count5xx, createWorkspace, envNumber, mb, onExit, processMemory, run, startServer, table, type ServerProcess } from './lib/harness.ts';
import { multipart, pdfOfSize } from './lib/multipart.ts';
import { ADMIN } from './lib/scenarios.ts';
import { seeded } from './lib/seed.ts';
import { print } from './lib/print.ts';

const SECONDS = envNumber('SOAK_SECONDS', 60);
const CONNECTIONS = envNumber('SOAK_CONNECTIONS', 100);
const APPLICATIONS = envNumber('SOAK_APPLICATIONS', 10_000);
const DOCUMENT_BYTES = envNumber('SOAK_DOCUMENT_BYTES', 256 * 1024);

const workspace = await createWorkspace();
let server: ServerProcess | undefined;
const cleanup = onExit(async () => {
  await server?.stop();
  await workspace.dispose();
});

const pick = () => 1 + Math.floor(Math.random() * APPLICATIONS);
let created = 0;

try {
  print(`bench:soak on ${os.cpus().length} cores, Node ${process.version}; database: ${workspace.label}`);
  print(`${SECONDS} s at ${CONNECTIONS} connections; ${APPLICATIONS.toLocaleString('en')} applications; documents of ${mb(DOCUMENT_BYTES)}`);
  server = await startServer({
    dataDir: workspace.dataDir,
    ...(workspace.databaseUrl ? { databaseUrl: workspace.databaseUrl } : {}),
    seedApplications: APPLICATIONS,
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
    memoryIntervalMs: 1000,
  });
  const base = server.baseUrl;
  const session = (await (await fetch(`${base}/api/users/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN),
  })).json()) as { token: string; refreshToken: string };
  let token = session.token;
  let refreshToken = session.refreshToken;
  // Access tokens last 15 minutes: a long soak renews its own, as the web client does.
  const renew = setInterval(() => {
    void fetch(`${base}/api/users/refresh`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken }) })
      .then((r) => r.json() as Promise<{ token: string; refreshToken: string }>)
      .then((next) => {
        token = next.token;
        refreshToken = next.refreshToken;
      });
  }, 10 * 60_000);
  renew.unref();

  const photo = await sampleImage('jpeg', 256);
  const document = pdfOfSize(DOCUMENT_BYTES);
  const staff = (request: autocannon.Request, extra: Record<string, string> = {}) => ({ ...request, headers: { authorization: token, ...extra } });
  const statuses = ['Pending', 'Approve', 'Reject'];

  // Each connection loops over this day at the desk: reads, a status change, and an applicant
  // added, given a document and deleted again (so the data set stays the same size).
  const requests: autocannon.Request[] = [
    { method: 'GET', setupRequest: (r) => staff({ ...r, path: `/api/application/fetchApplication?page=${1 + Math.floor(Math.random() * 50)}&limit=10` }) },
    { method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/application/fetchApplicationEnquiry?search=${seeded.passport(pick())}&search1=Nepali&search2=${seeded.dob}` }) },
    { method: 'GET', setupRequest: (r) => staff({ ...r, path: `/api/application/fetchApplication/${seeded.id(pick())}` }) },
    { method: 'PUT', setupRequest: (r) => staff({ ...r, path: `/api/application/updateApplication${statuses[pick() % 3]}/${seeded.id(pick())}` }) },
    {
      method: 'POST',
      setupRequest: (r) => {
        created += 1;
        const tag = `${process.pid}x${created}`;
        const form = multipart(applicantFields({ passport: `SK${tag}`.slice(0, 20).toUpperCase(), email: `soak.${tag}@example.com` }), {
          image: { data: photo, name: 'photo.jpg', type: 'image/jpeg' },
        });
        return staff({ ...r, path: '/api/application/addApplication', body: form.body }, { 'content-type': form.contentType });
      },
      onResponse: (status, body, context) => {
        context.created = status === 201 ? (JSON.parse(body) as { _id: string })._id : undefined;
      },
    },
    {
      method: 'PUT',
      setupRequest: (r, context) => {
        const form = multipart({}, { file1: { data: document, name: 'visa.pdf', type: 'application/pdf' } });
        const id = (context.created as string | undefined) ?? seeded.id(pick());
        return staff({ ...r, path: `/api/application/updateApplicationAdd/${id}`, body: form.body }, { 'content-type': form.contentType });
      },
    },
    { method: 'GET', setupRequest: (r) => staff({ ...r, path: '/api/dashboard' }) },
    { method: 'GET', path: '/api/slider/fetchSlider' },
    {
      method: 'DELETE',
      setupRequest: (r, context) => (context.created ? staff({ ...r, path: `/api/application/deleteApplication/${String(context.created)}` }) : { ...r, method: 'GET', path: '/api/health' }),
    },
  ];

  await new Promise((r) => setTimeout(r, 1000));
  const pid = server.pid;
  const memory: { label: string; rss: number; heapUsed: number; retained: number }[] = [];
  const snapshot = async (label: string) => {
    const rss = processMemory(pid).rss;
    const heapUsed = server?.memory.at(-1)?.heapUsed ?? 0;
    const retained = (await (server as ServerProcess).retainedMemory()).heapUsed;
    memory.push({ label, rss, heapUsed, retained });
  };
  await snapshot('start');
  let middle: Promise<void> | undefined;
  const timer = setTimeout(() => (middle = snapshot('middle')), (SECONDS * 1000) / 2);
  const result = await run({ url: base, connections: CONNECTIONS, duration: SECONDS, timeout: 30, requests });
  clearTimeout(timer);
  await middle;
  await snapshot('end');
  await new Promise((r) => setTimeout(r, 2000));
  await snapshot('2 s after');
  const health = await fetch(`${base}/api/health`);
  const fives = count5xx(result);
  const peak = processMemory(pid).peak;

  const codes = Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => `${code}: ${s.count}`).join(', ');
  print(`\n${table([
    ['figure', 'value'],
    ['requests', `${result.requests.total} (${result.requests.average.toFixed(1)}/s)`],
    ['status codes', codes],
    ['non-2xx', String(result.non2xx)],
    ['5xx', String(fives)],
    ['errors (incl. timeouts)', `${result.errors} (${result.timeouts} timeouts)`],
    ['latency p50 / p99 / max', `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms`],
    ['add-upload-delete cycles started', String(created)],
    ...memory.map((m) => [`server memory at ${m.label}`, `RSS ${mb(m.rss)}, heap used ${mb(m.heapUsed)}, after full GC ${mb(m.retained)}`]),
    ['server peak RSS since start (VmHWM, seeding included)', mb(peak)],
    ['health after', `${health.status}`],
  ])}\n`);
  print(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  if (fives > 0 || result.errors > 0 || !health.ok) {
    print('FAILED: the soak saw errors or 5xx answers.');
    process.exitCode = 1;
  }
} finally {
  await cleanup();
}
