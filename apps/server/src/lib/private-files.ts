import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the server and its command-line tools create is the server user's alone: stored passports,
 * the embedded database and backups hold the most sensitive data an applicant has.
 */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
/** Group and other permission bits: none may be set on anything under DATA_DIR. */
const SHARED_BITS = 0o077;

/** Called first by the server and by every CLI: new files 0600, new folders 0700. */
export function usePrivateUmask(): void {
  process.umask(PRIVATE_UMASK);
}

/** Creates a folder (and its parents) 0700, or takes group and other access away from one that exists. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const { mode } = statSync(dir);
  if (mode & SHARED_BITS) chmodSync(dir, PRIVATE_DIR_MODE);
}

export interface TighteningReport {
  /** The folder that was walked. */
  folder: string;
  files: number;
  folders: number;
  /** The top-level entries of the folder under which something was changed, e.g. `pglite`. */
  within: string[];
}

/** The database may remove a file while the tree is walked (temp files, old WAL): one that is gone is fine. */
function unlessGone<T>(work: () => T, gone: T): T {
  try {
    return work();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return gone;
    throw error;
  }
}

/**
 * Takes group and other permission bits off a folder and everything in it, whatever wrote them
 * (PGlite unpacks its initial database 0666 whatever the umask). Symbolic links inside it are
 * neither followed nor changed: chmod would act on their target, which may be anyone's file. The
 * folder itself may be a link (DATA_DIR on a mounted volume). Returns null when nothing needed it.
 * Synchronous on purpose: it runs at start, before anything is served, and measured 2 to 8 times
 * faster than the same walk through promises (ADR 008).
 */
export function tightenTree(root: string, descendInto?: readonly string[]): TighteningReport | null {
  const report: TighteningReport = { folder: root, files: 0, folders: 0, within: [] };
  const changed = new Set<string>();
  const visit = (target: string, top: string): void => {
    const info = lstatSync(target, { throwIfNoEntry: false });
    if (!info || info.isSymbolicLink()) return;
    if (info.mode & SHARED_BITS) {
      unlessGone(() => chmodSync(target, info.mode & 0o700), undefined);
      if (info.isDirectory()) report.folders += 1;
      else report.files += 1;
      changed.add(top || '.');
    }
    if (!info.isDirectory() || (top && descendInto && !descendInto.includes(top))) return;
    for (const name of unlessGone(() => readdirSync(target), [] as string[])) visit(path.join(target, name), top || name);
  };
  visit(realpathSync(root), '');
  report.within = [...changed].sort();
  return report.files + report.folders > 0 ? report : null;
}

/**
 * Left in DATA_DIR once it has been walked whole. Our own code writes everything 0600/0700, so
 * later starts walk only what a library writes (the embedded database, at every start) and the
 * top-level entries: walking 500,000 stored files took seconds of every start.
 */
export const WALKED_MARKER = '.private';

/**
 * Where another program, not our code, writes files: walked at every start. PostgreSQL writes 0600
 * and 0700 itself; an earlier release's PGlite folder (until it is imported) held 0666 files.
 */
const LIBRARY_FOLDERS = ['postgres', 'pglite'];

/** DATA_DIR 0700 and everything in it private; run once the embedded database is open. */
export function secureDataDir(dataDir: string): TighteningReport | null {
  ensurePrivateDir(dataDir);
  const marker = path.join(dataDir, WALKED_MARKER);
  if (existsSync(marker)) return tightenTree(dataDir, LIBRARY_FOLDERS);
  const report = tightenTree(dataDir);
  writeFileSync(marker, 'DATA_DIR was walked whole and made private; later starts walk only postgres/ and pglite/.\n', { mode: PRIVATE_FILE_MODE });
  return report;
}
