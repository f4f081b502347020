/**
 * Builds the upgrade fixtures of test/fixtures/upgrade (ADR 043): for each earlier release that
 * changed how data is stored, that release's own code, installed from its commit, is started on an
 * empty DATA_DIR; a known set of records is made through its HTTP API; the server is stopped and
 * the whole DATA_DIR (database and files) is packed, beside a manifest of what was made.
 *
 *   node apps/server/scripts/build-upgrade-fixtures.ts [name ...] [--worktrees DIR]
 *
 * Each release is checked out with `git worktree add --detach` into a temporary folder, installed
 * with `npm install` (network to the npm registry) and removed afterwards; `--worktrees DIR` keeps
 * them in DIR and reuses them on the next run. The commits are written out here, so the build does
 * not depend on the tags being pushed; the tags name the same commits.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXTURES_DIR, packDataDir, type FixtureManifest } from './upgrade-fixtures/archive.ts';
import { OWNER, populate } from './upgrade-fixtures/populate.ts';

interface Release {
  name: string;
  tag: string;
  commit: string;
  engine: FixtureManifest['release']['engine'];
  /** The release's last migration: what the fixture's database is at. */
  lastMigration: string;
  twoFactor: boolean;
}

export const RELEASES: Release[] = [
  {
    name: 'pglite-first', tag: 'release/pglite-first', commit: '280a495adba6e425afb7669995bceb834ee91b93',
    engine: 'pglite', lastMigration: '0002_sliders_settings', twoFactor: false,
  },
  {
    name: 'pglite-last', tag: 'release/pglite-last', commit: '4fca4c1b781106cbee1a2f8c55d3ccb04f16c3ec',
    engine: 'pglite', lastMigration: '0004_blob_stored_at', twoFactor: true,
  },
  {
    name: 'embedded-pg-first', tag: 'release/embedded-pg-first', commit: 'de9fac26d7e16d2f70c3e1f51c0d587243983b0d',
    engine: 'postgres', lastMigration: '0004_blob_stored_at', twoFactor: true,
  },
];

const NOTE = 'Test fixture: every name, passport number, address and password here is invented and protects nothing; the server secrets were fixed fixture values passed in the environment, so none is in the folder.';
/** Fixed, so no secrets.json is written into the packed folder; they sign nothing that is kept. */
const FIXTURE_SECRETS = { JWT_SECRET: 'upgrade-fixture-jwt-secret-not-used-anywhere', FILE_URL_SECRET: 'upgrade-fixture-file-url-secret-not-used-anywhere' };

const repository = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const say = (text: string) => process.stdout.write(`${text}\n`);

function sh(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** The release's code in `folder`, installed; answers whether this run made it (and so removes it). */
function checkout(release: Release, folder: string): boolean {
  if (existsSync(path.join(folder, 'node_modules'))) {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: folder, encoding: 'utf8' }).trim();
    if (head === release.commit) return false;
    throw new Error(`${folder} holds ${head}, not ${release.commit}`);
  }
  sh('git', ['worktree', 'add', '--detach', folder, release.commit], repository);
  sh('npm', ['install', '--no-audit', '--no-fund'], folder);
  return true;
}

async function startRelease(folder: string, dataDir: string): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  const port = 24_000 + Math.floor(Math.random() * 10_000);
  const bundledNode = path.join(folder, 'node_modules/.bin/node');
  const child = spawn(existsSync(bundledNode) ? bundledNode : process.execPath, ['apps/server/src/server.ts'], {
    cwd: folder,
    env: {
      ...process.env, ...FIXTURE_SECRETS, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn',
      ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, TIME_ZONE: 'Asia/Kathmandu',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; Date.now() < deadline && child.exitCode === null;) {
    if (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false)) return { child, base, output: () => output };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the release's server did not start:\n${output}`);
}

async function build(release: Release, worktrees: string | undefined): Promise<void> {
  const folder = worktrees ? path.join(worktrees, release.name) : mkdtempSync(path.join(tmpdir(), `visadesk-${release.name}-`));
  if (!worktrees) rmSync(folder, { recursive: true });
  const made = checkout(release, folder);
  const dataDir = mkdtempSync(path.join(tmpdir(), `visadesk-fixture-${release.name}-`));
  try {
    say(`${release.name}: starting ${release.commit.slice(0, 7)} on an empty DATA_DIR`);
    const server = await startRelease(folder, dataDir);
    let records;
    try {
      records = await populate(server.base, { twoFactor: release.twoFactor });
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => (server.child.exitCode === null ? server.child.once('exit', resolve) : resolve(null)));
    }
    if (server.child.exitCode !== 0) throw new Error(`the release's server stopped with ${server.child.exitCode}:\n${server.output()}`);
    mkdirSync(FIXTURES_DIR, { recursive: true });
    // The socket folder is the running server's, not data.
    const size = await packDataDir(dataDir, path.join(FIXTURES_DIR, `${release.name}.tar.zst`), ['./run']);
    const manifest: FixtureManifest = {
      fixture: release.name,
      release: { tag: release.tag, commit: release.commit, engine: release.engine, lastMigration: release.lastMigration },
      note: NOTE,
      ...records,
    };
    writeFileSync(path.join(FIXTURES_DIR, `${release.name}.json`), `${JSON.stringify(manifest, null, 2)}\n`);
    say(`${release.name}: ${records.applications.length} applications, ${records.slides.length} slides, ${records.staff.length} staff; ${Math.round(size / 1024)} KB packed`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (made && !worktrees) sh('git', ['worktree', 'remove', '--force', folder], repository);
  }
}

const args = process.argv.slice(2);
const at = args.indexOf('--worktrees');
const worktrees = at >= 0 ? path.resolve(args.splice(at, 2)[1] ?? '') : undefined;
const chosen = RELEASES.filter((r) => args.length === 0 || args.includes(r.name));
if (chosen.length === 0) throw new Error(`unknown fixture; choose from ${RELEASES.map((r) => r.name).join(', ')}`);
for (const release of chosen) await build(release, worktrees);
