import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ensurePrivateDir } from '../lib/private-files.ts';
import { checkMajorVersion, findPostgresBinaries } from './postgres-binaries.ts';
import { launchCommand } from './postgres-launch.ts';

export const EMBEDDED_USER = 'visadesk';
export const EMBEDDED_DATABASE = 'visadesk';
/** Names the socket file only: the embedded server listens on no TCP port. */
const SOCKET_PORT = 5432;
/** What PostgreSQL says, as FATAL, about connections while it starts or when we stop it. */
const EXPECTED_FATAL = /the database system is starting up|terminating connection due to administrator command/;
/** A Unix socket's path is limited to 107 bytes on Linux (103 on macOS). */
const MAX_SOCKET_PATH = 100;

/**
 * Set on every start (not written into postgresql.conf, so a later release's settings reach
 * existing clusters). Sized for the smallest server: the operating system's page cache does the
 * caching that shared_buffers would, and no process is started that the desk does not use.
 * ADR 013 has the figures.
 */
const SETTINGS: Record<string, string> = {
  listen_addresses: '',
  unix_socket_permissions: '0700',
  max_connections: '40',
  shared_buffers: '16MB',
  work_mem: '4MB',
  maintenance_work_mem: '32MB',
  huge_pages: 'off',
  // PostgreSQL 18 otherwise keeps three I/O worker processes.
  io_method: 'sync',
  max_worker_processes: '4',
  max_parallel_workers_per_gather: '1',
  max_logical_replication_workers: '0',
  wal_level: 'minimal',
  max_wal_senders: '0',
  // Errors can quote an applicant's passport number ("Key (passport)=(…) already exists"): the
  // server's log keeps start, stop and fatal events only, never a failed statement or its detail.
  log_min_messages: 'log',
  log_min_error_statement: 'panic',
  log_error_verbosity: 'terse',
  log_checkpoints: 'off',
  log_line_prefix: '',
};

export interface EmbeddedPostgres {
  /** For node-postgres: `host` is the socket's folder. */
  connection: { host: string; port: number; user: string; database: string };
  /** False when another process (the server, for a command-line tool) had it running already. */
  owned: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** `DATA_DIR`: the cluster lives in `DATA_DIR/postgres`. */
  dataDir: string;
  /** Use a cluster another process already runs in this DATA_DIR (the command-line tools). */
  reuseRunning?: boolean;
  log?: (level: 'debug' | 'info' | 'error', message: string) => void;
  /** Settings over the product's (the tests' throwaway cluster trades durability for speed). */
  settings?: Record<string, string>;
}

export function clusterDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'postgres');
}

/** DATA_DIR/run, or, when that path is too long for a socket, a private folder under the system's temp dir. */
function socketDir(dataDir: string): string {
  const local = path.join(path.resolve(dataDir), 'run');
  if (`${local}/.s.PGSQL.${SOCKET_PORT}`.length <= MAX_SOCKET_PATH) return local;
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `visadesk-${process.getuid?.() ?? 'user'}-${id}`);
}

async function canConnect(connection: EmbeddedPostgres['connection']): Promise<boolean> {
  const client = new pg.Client({ ...connection, database: 'postgres', connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function run(command: string, args: string[], what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code}): ${stderr.trim().slice(-2000)}`))));
  });
}

async function initialise(dataDir: string, initdb: string): Promise<void> {
  const [command, args] = launchCommand(initdb, [
    `--pgdata=${clusterDir(dataDir)}`,
    `--username=${EMBEDDED_USER}`,
    '--auth=trust',
    '--encoding=UTF8',
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--locale=C',
    '--sync-method=syncfs',
    '--no-instructions',
  ], { dieWithParent: false });
  await run(command, args, 'Creating the embedded database (initdb)');
}

/**
 * Starts PostgreSQL on `DATA_DIR/postgres` (created on first use), reachable only through a Unix
 * socket in a folder private to this user, and stopped with this process: on `stop()`, and by the
 * kernel when this process dies (Linux). As root it runs in a user namespace as an unprivileged
 * user, since PostgreSQL refuses to run as root (ADR 013).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const { dataDir, log = () => {} } = options;
  ensurePrivateDir(dataDir);
  const sockets = socketDir(dataDir);
  ensurePrivateDir(sockets);
  const connection = { host: sockets, port: SOCKET_PORT, user: EMBEDDED_USER, database: EMBEDDED_DATABASE };
  const running = async () => (await canConnect(connection)) ? { connection, owned: false, stop: async () => {} } : null;
  if (options.reuseRunning) {
    const other = await running();
    if (other) return other;
  }
  const binaries = findPostgresBinaries();
  if (!existsSync(path.join(clusterDir(dataDir), 'PG_VERSION'))) {
    log('info', `creating the embedded database in ${clusterDir(dataDir)}`);
    await initialise(dataDir, binaries.initdb);
  }
  checkMajorVersion(clusterDir(dataDir), binaries.major);
  // A server that just stopped may still be finishing its shutdown: wait for it a little.
  let child: ChildProcess | undefined;
  for (let attempt = 0; ; attempt++) {
    const started = await launch(dataDir, sockets, binaries.postgres, log, options.settings);
    if (started.ok) {
      child = started.child;
      break;
    }
    if (!started.lockHeld || attempt >= 40) throw new Error(started.reason);
    if (options.reuseRunning) {
      const other = await running();
      if (other) return other;
    }
    await sleep(250);
  }
  await createDatabaseIfMissing(connection);
  const postmaster = child;
  return { connection, owned: true, stop: () => stopPostmaster(postmaster) };
}

type Launch = { ok: true; child: ChildProcess } | { ok: false; lockHeld: boolean; reason: string };

async function launch(
  dataDir: string, sockets: string, postgres: string, log: NonNullable<EmbeddedOptions['log']>, extra: Record<string, string> = {},
): Promise<Launch> {
  const settings = Object.entries({ ...SETTINGS, ...extra, unix_socket_directories: sockets }).flatMap(([k, v]) => ['-c', `${k}=${v}`]);
  const [command, args] = launchCommand(postgres, ['-D', clusterDir(dataDir), '-p', String(SOCKET_PORT), ...settings], { dieWithParent: true });
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
  let recent = '';
  let exited = false;
  child.on('exit', () => (exited = true));
  child.on('error', (error) => {
    exited = true;
    recent += `${error.message}\n`;
  });
  // Always read: a full pipe would stop the database.
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    recent = (recent + text).slice(-4000);
    for (const line of text.split('\n').filter(Boolean)) {
      // Each connection tried while it starts up is refused with a FATAL, and a connection still
      // closing when we stop it is told why with another: neither is an error of ours.
      const serious = /FATAL|PANIC/.test(line) && !EXPECTED_FATAL.test(line);
      log(serious ? 'error' : 'debug', `postgres: ${line}`);
    }
  });
  const deadline = Date.now() + 60_000;
  while (!exited && Date.now() < deadline) {
    // Ours, and ready: the socket alone could be another process's postmaster on this DATA_DIR.
    if (child.pid !== undefined && readyPid(dataDir) === child.pid) return { ok: true, child };
    await sleep(20);
  }
  if (!exited) child.kill('SIGQUIT');
  const lockHeld = /lock file "postmaster\.pid" already exists|could not create lock file/.test(recent);
  const reason = lockHeld
    ? `The embedded database in ${clusterDir(dataDir)} is in use by another process (${otherPid(dataDir)}): another VisaDesk server or command-line tool with the same DATA_DIR. Stop it first.`
    : `The embedded database did not start: ${recent.trim().slice(-1500)}`;
  return { ok: false, lockHeld, reason };
}

/**
 * The postmaster's pid once it accepts connections: postmaster.pid's first line is its pid and its
 * eighth its state, `ready` (what pg_ctl waits for).
 */
function readyPid(dataDir: string): number | null {
  try {
    const lines = readFileSync(path.join(clusterDir(dataDir), 'postmaster.pid'), 'utf8').split('\n');
    return lines[7]?.trim() === 'ready' ? Number(lines[0]) : null;
  } catch {
    return null;
  }
}

function otherPid(dataDir: string): string {
  try {
    return `pid ${readFileSync(path.join(clusterDir(dataDir), 'postmaster.pid'), 'utf8').split('\n')[0]}`;
  } catch {
    return 'pid unknown';
  }
}

async function createDatabaseIfMissing(connection: EmbeddedPostgres['connection']): Promise<void> {
  const admin = new pg.Client({ ...connection, database: 'postgres' });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [connection.database]);
    if (found.rowCount === 0) await admin.query(`create database ${admin.escapeIdentifier(connection.database)}`);
  } finally {
    await admin.end();
  }
}

/** A fast shutdown (open transactions rolled back, a checkpoint written); immediate after 30 s. */
async function stopPostmaster(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
  await exited;
  clearTimeout(timer);
}
