import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { constants, zstdCompressSync, zstdDecompressSync } from 'node:zlib';

/**
 * A data folder of an earlier release, kept as `<name>.tar.zst` beside `<name>.json` under
 * test/fixtures/upgrade (ADR 043). zstd through Node's own zlib with a 128 MB window and long-range
 * matching: a database folder holds near-identical copies of the template databases, which a
 * 32 KB gzip window cannot see (4.7 MB as tar.gz, 1.2 MB this way). The tar is made and read by the
 * system's tar (GNU tar or bsdtar); nothing is installed for it.
 */
const WINDOW_LOG = 27;

export const FIXTURES_DIR = new URL('../../test/fixtures/upgrade/', import.meta.url).pathname;

export interface FixtureFile {
  sha256: string;
  size: number;
}

export interface FixtureStaff {
  name: string;
  email: string;
  role: 'superadmin' | 'admin';
  status: 'active' | 'pending';
  /** Invented for the fixture; it protects nothing. */
  password: string;
  /** Where the release had a second factor and the fixture turned it on: the unused recovery codes. */
  recoveryCodes?: string[];
}

export interface FixtureHistoryEntry {
  action: string;
  detail: string;
  actorName: string;
  createdAt: string;
}

export interface FixtureApplication {
  _id: string;
  /** The staff answer's values as the release gave them (links left out: they are in `files`). */
  fields: Record<string, string | boolean>;
  /** image, imageThumb, imageOriginal and each filled fileN: the bytes the release served. */
  files: Record<string, FixtureFile>;
  documents: Record<string, { contentType: string; size: number; uploadedAt: string }>;
  history: FixtureHistoryEntry[];
}

export interface FixtureSlide {
  _id: string;
  thumbnail: string;
  title: string;
  status: string;
  published: boolean;
  shownOnNavbar: boolean;
  link: string;
  order: number;
  image: FixtureFile;
}

export interface FixtureManifest {
  fixture: string;
  release: { tag: string; commit: string; engine: 'pglite' | 'postgres'; lastMigration: string };
  note: string;
  staff: FixtureStaff[];
  applications: FixtureApplication[];
  slides: FixtureSlide[];
  settings: Record<string, unknown>;
}

function run(command: string, args: string[], input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`${command} ${args[0]} failed (${code}): ${err.trim()}`))));
    child.stdin.end(input);
  });
}

/** Packs `dataDir` (its contents, not the folder itself) into `target`; answers the archive's size. */
export async function packDataDir(dataDir: string, target: string, exclude: string[] = []): Promise<number> {
  const tar = await run('tar', [
    '-c', '-f', '-', '-C', dataDir, '--sort=name', '--owner=0', '--group=0', '--numeric-owner',
    ...exclude.map((pattern) => `--exclude=${pattern}`), '.',
  ]);
  const packed = zstdCompressSync(tar, {
    params: {
      [constants.ZSTD_c_compressionLevel]: 19,
      [constants.ZSTD_c_windowLog]: WINDOW_LOG,
      [constants.ZSTD_c_enableLongDistanceMatching]: 1,
    },
  });
  writeFileSync(target, packed);
  return packed.length;
}

/** The tar inside a fixture archive. */
export function readArchive(archive: string): Buffer {
  return zstdDecompressSync(readFileSync(archive), { params: { [constants.ZSTD_d_windowLogMax]: WINDOW_LOG } });
}

/** Unpacks a tar into `dataDir` (which must exist), files owned by whoever runs this. */
export async function extractTar(tar: Buffer, dataDir: string): Promise<void> {
  await run('tar', ['-x', '-f', '-', '-C', dataDir, '--no-same-owner'], tar);
}

/** Unpacks a fixture archive into `dataDir` (which must exist). */
export async function unpackDataDir(archive: string, dataDir: string): Promise<void> {
  await extractTar(readArchive(archive), dataDir);
}

export function readManifest(name: string): FixtureManifest {
  return JSON.parse(readFileSync(`${FIXTURES_DIR}${name}.json`, 'utf8')) as FixtureManifest;
}
