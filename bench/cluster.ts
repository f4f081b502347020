// `npm run bench:cluster`: the desk as an agency network runs it (ADR 054). Three server processes
// on one PostgreSQL (DATABASE_URL's server, else the machine's at 127.0.0.1:5432), with their files
// in S3 (s3rver, in this process), their email to a real SMTP server (also here), behind a small
// round-robin proxy (here too) that appends X-Forwarded-For as nginx does. First one instance alone,
// then the three, each for CLUSTER_SECONDS (60) at CLUSTER_CONNECTIONS (60) of a mix: status checks,
// list pages, application reads, uploads and status changes that email the applicant.
// Prints requests per second of three against one, p99 and errors (which must be 0), then checks
// that every acknowledged status change and upload is there (the upload's bytes in the bucket, by
// SHA-256) and that every email went exactly once. Exits non-zero when any of it fails.
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { scheduleDeliveries } from '../apps/server/src/mail/outbox.ts';
import { S3FileStorage } from '../apps/server/src/storage/s3-storage.ts';
import { s3Env, startS3Server } from '../apps/server/test/s3-server.ts';
import { roundRobinProxy } from '../apps/server/test/scale/round-robin-proxy.ts';
import { ENTRY_NAME, smtpCounter, startInstance, type Instance } from './lib/cluster-parts.ts';
import { login } from './lib/footprint-soak.ts';
import { createWorkspace, envNumber, onExit, run, table } from './lib/harness.ts';
import { multipart, pdfOfSize } from './lib/multipart.ts';
import { print } from './lib/print.ts';
import { seedApplications, seeded } from './lib/seed.ts';

const SECONDS = envNumber('CLUSTER_SECONDS', 60);
const CONNECTIONS = envNumber('CLUSTER_CONNECTIONS', 60);
const APPLICATIONS = envNumber('CLUSTER_APPLICATIONS', 20_000);
const DOCUMENT_BYTES = envNumber('CLUSTER_DOCUMENT_BYTES', 64 * 1024);
const INSTANCES = 3;
const OWNER = { email: 'cluster.owner@example.com', password: 'cluster owner password 1' };

/** What the load was told succeeded, to be found afterwards. */
interface Acknowledged {
  approved: string[];
  uploads: { id: string; sha256: string }[];
}

/** The day's mix for one phase: each write goes to an application no other write touches. */
function mix(token: string, nextId: () => string, acknowledged: Acknowledged): autocannon.Request[] {
  const staff = (request: autocannon.Request, extra: Record<string, string> = {}) => ({ ...request, headers: { authorization: token, ...extra } });
  const pick = () => 1 + Math.floor(Math.random() * APPLICATIONS);
  const enquiry: autocannon.Request = {
    method: 'GET',
    setupRequest: (r) => ({ ...r, path: `/api/application/fetchApplicationEnquiry?search=${seeded.passport(pick())}&search1=${seeded.nationality}&search2=${seeded.dob}` }),
  };
  const list: autocannon.Request = { method: 'GET', setupRequest: (r) => staff({ ...r, path: `/api/application/fetchApplication?page=${1 + Math.floor(Math.random() * 50)}&limit=10` }) };
  const read: autocannon.Request = { method: 'GET', setupRequest: (r) => staff({ ...r, path: `/api/application/fetchApplication/${seeded.id(pick())}` }) };
  const approve: autocannon.Request = {
    method: 'PUT',
    setupRequest: (r, context) => {
      context.approving = nextId();
      return staff({ ...r, path: `/api/application/updateApplicationApprove/${String(context.approving)}` });
    },
    onResponse: (status, _body, context) => {
      if (status === 200) acknowledged.approved.push(String(context.approving));
    },
  };
  const upload: autocannon.Request = {
    method: 'PUT',
    setupRequest: (r, context) => {
      const id = nextId();
      // Bytes of its own, so the bucket's copy proves it is this upload's.
      const data = Buffer.concat([pdfOfSize(DOCUMENT_BYTES), randomBytes(16)]);
      context.upload = { id, sha256: createHash('sha256').update(data).digest('hex') };
      const form = multipart({}, { file1: { data, name: 'visa.pdf', type: 'application/pdf' } });
      return staff({ ...r, path: `/api/application/updateApplicationAdd/${id}`, body: form.body }, { 'content-type': form.contentType });
    },
    onResponse: (status, _body, context) => {
      if (status === 200) acknowledged.uploads.push(context.upload as { id: string; sha256: string });
    },
  };
  return [enquiry, list, read, enquiry, approve, read, list, enquiry, upload, read];
}


const workspace = await createWorkspace(process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres');
const s3 = await startS3Server();
const smtp = await smtpCounter();
const instances: Instance[] = [];
let proxyClose: (() => Promise<void>) | undefined;
const cleanup = onExit(async () => {
  await proxyClose?.();
  await Promise.all(instances.map((i) => i.stop()));
  await smtp.close();
  await s3.close();
  await workspace.dispose();
});

let failed = false;
try {
  print(`bench:cluster on ${os.cpus().length} cores, Node ${process.version}; ${workspace.label}; files in S3 (s3rver); ${ENTRY_NAME}`);
  print(`${SECONDS} s per phase at ${CONNECTIONS} connections; ${APPLICATIONS.toLocaleString('en')} applications; documents of ${Math.round(DOCUMENT_BYTES / 1024)} KB`);
  const database = await openDatabase({ databaseUrl: workspace.databaseUrl });
  await database.migrate();
  await seedApplications(database.db, APPLICATIONS);

  const shared = {
    DATABASE_URL: workspace.databaseUrl as string,
    ...s3Env(s3.config),
    JWT_SECRET: randomBytes(48).toString('base64url'),
    FILE_URL_SECRET: randomBytes(48).toString('base64url'),
    PUBLIC_URL: 'https://visas.cluster.example',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'desk@cluster.example',
    TRUST_PROXY: 'true',
    ENQUIRIES_PER_ADDRESS: '100000',
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  let next = 0;
  const nextId = () => seeded.id((next += 1));
  const acknowledged: Acknowledged = { approved: [], uploads: [] };
  const phase = async (base: string) => run({ url: base, connections: CONNECTIONS, duration: SECONDS, timeout: 30, requests: mix(await login(base, OWNER), nextId, acknowledged) });

  // Both phases go through the proxy, so the ratio is the instances' alone, not the proxy's cost.
  instances.push(await startInstance(shared, path.join(workspace.dataDir, 'instance-1')));
  const single = await roundRobinProxy([instances[0]?.base as string]);
  proxyClose = single.close;
  const one = await phase(single.base);
  await single.close();
  instances.push(...(await Promise.all([2, 3].map((n) => startInstance(shared, path.join(workspace.dataDir, `instance-${n}`))))));
  const proxy = await roundRobinProxy(instances.map((i) => i.base));
  proxyClose = proxy.close;
  const three = await phase(proxy.base);
  if (next > APPLICATIONS) throw new Error(`the writes needed ${next} applications; raise CLUSTER_APPLICATIONS`);

  const row = (label: string, r: autocannon.Result) => [label, r.requests.average.toFixed(1), String(r.latency.p50), String(r.latency.p99), String(r.errors + r.non2xx)];
  print(`\n${table([
    ['', 'req/s', 'p50 ms', 'p99 ms', 'errors + non-2xx'],
    row('one instance behind the proxy', one),
    row(`${INSTANCES} instances behind the proxy`, three),
  ])}`);
  print(`ratio, ${INSTANCES} instances / one: ${(three.requests.average / one.requests.average).toFixed(2)} (same machine, same run)`);
  const errors = one.errors + one.non2xx + three.errors + three.non2xx;
  if (errors > 0) {
    failed = true;
    print(`FAILED: ${errors} errors or non-2xx answers (must be 0): ${JSON.stringify({ one: one.statusCodeStats, three: three.statusCodeStats })}`);
  }

  // Everything acknowledged is there: the status, and the upload's bytes in the bucket.
  const ids = acknowledged.approved;
  const notApproved = await database.db.execute<{ id: string }>(sql`select id from applications where id = any(${sql.param(ids)}::text[]) and is_status <> 'approved'`);
  const lostStatus = (notApproved as unknown as { rows: unknown[] }).rows.length;
  const bucket = await S3FileStorage.open(s3.config);
  let lostUploads = 0;
  for (const upload of acknowledged.uploads) {
    const stored = await database.db.execute<{ file_id: string }>(sql`select file_id from application_documents where application_id = ${upload.id} and slot = 'file1'`);
    const fileId = (stored as unknown as { rows: { file_id: string }[] }).rows[0]?.file_id;
    if (!fileId || (await bucket.sha256(fileId)) !== upload.sha256) lostUploads += 1;
  }
  bucket.close();

  // Every email once: the held upload notices are released, then the outbox must empty into the SMTP server.
  await database.db.execute(sql`update outbox set due_at = now() where state = 'queued'`);
  // Their delivery jobs move with them (ADR 054): at once, on whichever instance takes each.
  await scheduleDeliveries(database.db);
  const atStart = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox where state in ('queued', 'sending')`);
  const waitingAfterLoad = (atStart as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  // Waits while the outbox keeps emptying: a minute without progress ends the wait.
  let pending = -1;
  const drainStarted = Date.now();
  for (let lastChange = Date.now(); Date.now() - lastChange < 60_000; ) {
    const left = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox where state in ('queued', 'sending')`);
    const now = (left as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    if (now !== pending) lastChange = Date.now();
    pending = now;
    if (pending === 0) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const drainSeconds = Math.round((Date.now() - drainStarted) / 1000);
  const sentRows = await database.db.execute<{ n: number; approvals: number }>(
    sql`select count(*)::int as n, count(*) filter (where event = 'approved' and application_id = any(${sql.param(ids)}::text[]))::int as approvals from outbox where state = 'sent'`,
  );
  const { n: sent = 0, approvals = 0 } = (sentRows as unknown as { rows: { n: number; approvals: number }[] }).rows[0] ?? {};
  const arrived = smtp.ids.length;
  const distinct = new Set(smtp.ids).size;
  await database.close();

  print(`\n${table([
    ['after the load', 'found', 'expected'],
    ['status changes acknowledged and saved', String(ids.length - lostStatus), String(ids.length)],
    ['uploads acknowledged and in the bucket (SHA-256)', String(acknowledged.uploads.length - lostUploads), String(acknowledged.uploads.length)],
    [`emails still waiting (of ${waitingAfterLoad} after the load, emptied for ${drainSeconds} s)`, String(pending), '0'],
    ['emails received by the SMTP server', String(arrived), `${sent} (outbox rows sent)`],
    ['distinct Message-IDs among them', String(distinct), String(arrived)],
    ['approval emails for the acknowledged approvals', String(approvals), String(ids.length)],
  ])}`);
  if (lostStatus || lostUploads || pending || arrived !== sent || distinct !== arrived || approvals !== ids.length) {
    failed = true;
    print('FAILED: a write, an upload or an email is missing or went twice.');
  }
} catch (error) {
  failed = true;
  print(`FAILED: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);
