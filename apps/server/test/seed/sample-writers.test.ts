import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.ts';
import type { Sample } from '../../src/seed/demo-samples.ts';
import { sampleWriterFor } from '../../src/seed/sample-writers.ts';
import { LocalFileStorage } from '../../src/storage/local-storage.ts';

const sample: Sample = { index: 0, data: Buffer.from('%PDF-1.4 demo'), contentType: 'application/pdf', originalName: 'a.pdf', size: 13, sha256: '' };
let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function setUp() {
  dataDir = mkdtempSync(path.join(tmpdir(), 'visadesk-writer-'));
  const storage = new LocalFileStorage(path.join(dataDir, 'files'));
  const staging = path.join(dataDir, 'tmp');
  return { storage, staging, writer: sampleWriterFor(storage, staging) };
}

async function readAll(storage: LocalFileStorage, keys: string[]): Promise<string[]> {
  return Promise.all(
    keys.map(async (key) => {
      const chunks: Buffer[] = [];
      for await (const chunk of (await storage.read(key)) ?? []) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString();
    }),
  );
}

describe('the demo seed placing sample files in local storage', () => {
  it('carries on with a fresh copy when the staged sample is cleared from DATA_DIR/tmp mid-run', async () => {
    const { storage, staging, writer } = setUp();
    const first = [newId(), newId()];
    await writer.place(first.map((key) => ({ key, sample })));
    // What a server sharing DATA_DIR does to temp files older than its grace period.
    for (const name of readdirSync(staging)) rmSync(path.join(staging, name));
    const second = [newId(), newId()];
    await writer.place(second.map((key) => ({ key, sample })));
    expect(await readAll(storage, [...first, ...second])).toEqual(Array(4).fill('%PDF-1.4 demo'));
    writer.close();
    expect(readdirSync(staging)).toEqual([]);
    expect(await readAll(storage, second)).toEqual(Array(2).fill('%PDF-1.4 demo'));
  });

  it('gives one sample more keys than a file may have links (65,000 on ext4)', async () => {
    const { storage, staging, writer } = setUp();
    const keys = Array.from({ length: 65_010 }, () => newId());
    for (let i = 0; i < keys.length; i += 5000) await writer.place(keys.slice(i, i + 5000).map((key) => ({ key, sample })));
    writer.close();
    const spot = [keys[0], keys[64_999], keys[65_009]] as string[];
    expect(await readAll(storage, spot)).toEqual(Array(3).fill('%PDF-1.4 demo'));
    expect(readdirSync(staging)).toEqual([]);
  }, 60_000);
});
