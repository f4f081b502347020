import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { secureDataDir, tightenTree, WALKED_MARKER } from './private-files.ts';

const mode = (target: string) => (statSync(target).mode & 0o777).toString(8);

describe('tightenTree', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('takes group and other bits off every file and folder and says how many, and where', () => {
    root = mkdtempSync(path.join(tmpdir(), 'visadesk-private-'));
    const dataDir = path.join(root, 'data');
    mkdirSync(path.join(dataDir, 'pglite', 'base'), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dataDir, 'pglite', 'base', '1'), '', { mode: 0o666 });
    writeFileSync(path.join(dataDir, 'secrets.json'), '', { mode: 0o600 });
    chmodSync(dataDir, 0o777);

    expect(secureDataDir(dataDir)).toEqual({ folder: dataDir, files: 1, folders: 2, within: ['pglite'] });
    expect([mode(dataDir), mode(path.join(dataDir, 'pglite')), mode(path.join(dataDir, 'pglite', 'base', '1'))]).toEqual(['700', '700', '600']);
    expect(tightenTree(dataDir)).toBeNull();
  });

  it('walks DATA_DIR whole once, then only where the embedded database writes and the top level', () => {
    root = mkdtempSync(path.join(tmpdir(), 'visadesk-private-'));
    const dataDir = path.join(root, 'data');
    mkdirSync(path.join(dataDir, 'files', 'ab'), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dataDir, 'files', 'ab', 'old-scan'), '', { mode: 0o644 });
    expect(secureDataDir(dataDir)).toMatchObject({ files: 1, folders: 2, within: ['files'] });
    expect(mode(path.join(dataDir, WALKED_MARKER))).toBe('600');

    // Later starts: PGlite's files and anything at the top are made private again...
    mkdirSync(path.join(dataDir, 'pglite', 'base'), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dataDir, 'pglite', 'base', '1'), '', { mode: 0o666 });
    writeFileSync(path.join(dataDir, 'copied-in.json'), '', { mode: 0o644 });
    // ...while the stored files, which only our own code writes (0600), are not walked again.
    writeFileSync(path.join(dataDir, 'files', 'ab', 'written-by-hand'), '', { mode: 0o644 });
    expect(secureDataDir(dataDir)).toEqual({ folder: dataDir, files: 2, folders: 2, within: ['copied-in.json', 'pglite'] });
    expect(mode(path.join(dataDir, 'pglite', 'base', '1'))).toBe('600');
    expect(mode(path.join(dataDir, 'files', 'ab', 'written-by-hand'))).toBe('644');
    expect(mode(dataDir)).toBe('700');
  });

  it('walks a DATA_DIR that is a link, and never changes what a link inside it points to', () => {
    root = mkdtempSync(path.join(tmpdir(), 'visadesk-private-'));
    const volume = path.join(root, 'volume');
    mkdirSync(volume, { mode: 0o700 });
    writeFileSync(path.join(volume, 'scan.pdf'), '', { mode: 0o644 });
    const someoneElses = path.join(root, 'shared.txt');
    writeFileSync(someoneElses, '', { mode: 0o644 });
    symlinkSync(someoneElses, path.join(volume, 'link'));
    const dataDir = path.join(root, 'data');
    symlinkSync(volume, dataDir);

    expect(tightenTree(dataDir)).toEqual({ folder: dataDir, files: 1, folders: 0, within: ['scan.pdf'] });
    expect(mode(path.join(volume, 'scan.pdf'))).toBe('600');
    expect(mode(someoneElses)).toBe('644');
  });
});
