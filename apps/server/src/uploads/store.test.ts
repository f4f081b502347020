import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { newId } from '../lib/ids.ts';
import type { StoredFile } from '../storage/files.ts';
import { removeOnFailure, storeImage, type FileStore } from './store.ts';
import type { UploadedFile } from './uploaded-file.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'visadesk-store-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const RULE = { display: 800, thumb: 160, name: 'photo', notAnImage: 'Not a picture.' };

/** Files kept in memory; the write numbered `failAt` (from 1) fails as a full disk would. */
function memoryStore(failAt = 0) {
  const kept = new Map<string, { name: string; data?: Buffer }>();
  let writes = 0;
  const keep = (name: string, data?: Buffer): StoredFile => {
    writes += 1;
    if (writes === failAt) throw new Error('disk full');
    const id = `file-${writes}`;
    kept.set(id, { name, ...(data ? { data } : {}) });
    return { id, contentType: '', size: data?.length ?? 0, sha256: '', originalName: name };
  };
  const store: FileStore = {
    storeBuffer: async (data, _type, name) => keep(name, data),
    storeUpload: async (upload) => keep(upload.filename),
    remove: async (ids) => {
      for (const id of ids) if (id) kept.delete(id);
    },
  };
  return { store, kept };
}

function upload(data: Buffer): UploadedFile {
  const tempPath = path.join(folder, `${newId()}.upload`);
  writeFileSync(tempPath, data);
  return { field: 'image', filename: 'photo.jpg', tempPath, size: data.length, sha256: '', contentType: 'image/jpeg', pixels: null, truncated: false };
}

const landscape = () => sharp({ create: { width: 1200, height: 600, channels: 3, background: '#808040' } }).jpeg().toBuffer();

describe('storeImage', () => {
  it('keeps a bounded WebP to show, a square WebP thumbnail and the original', async () => {
    const { store, kept } = memoryStore();
    const image = await storeImage(store, upload(await landscape()), RULE);
    expect([...kept.values()].map((f) => f.name)).toEqual(['photo.webp', 'photo-thumb.webp', 'photo.jpg']);
    const display = await sharp(kept.get(image.display.id)?.data).metadata();
    const thumb = await sharp(kept.get(image.thumb.id)?.data).metadata();
    expect([display.format, display.width, display.height]).toEqual(['webp', 800, 400]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 160, 160]);
    expect(image.original.originalName).toBe('photo.jpg');
  });

  it("answers the field's message for bytes that do not decode, and stores nothing", async () => {
    const { store, kept } = memoryStore();
    const broken = upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    await expect(storeImage(store, broken, RULE)).rejects.toMatchObject({
      statusCode: 400, message: 'Not a picture.', errors: { image: 'Not a picture.' },
    });
    expect(kept.size).toBe(0);
  });

  it('removes what it stored when a later write fails', async () => {
    const { store, kept } = memoryStore(3);
    await expect(storeImage(store, upload(await landscape()), RULE)).rejects.toThrow('disk full');
    expect(kept.size).toBe(0);
  });
});

describe('removeOnFailure', () => {
  it('removes the stored files when the save fails, and passes the error on', async () => {
    const { store, kept } = memoryStore();
    const image = await storeImage(store, upload(await landscape()), RULE);
    const conflict = new HttpError(409, 'Taken.');
    await expect(removeOnFailure(store, [image.display.id, image.thumb.id], async () => {
      throw conflict;
    })).rejects.toBe(conflict);
    expect([...kept.keys()]).toEqual([image.original.id]);
  });

  it('keeps them when the save succeeds', async () => {
    const { store, kept } = memoryStore();
    const image = await storeImage(store, upload(await landscape()), RULE);
    expect(await removeOnFailure(store, [image.display.id], async () => 'saved')).toBe('saved');
    expect(kept.size).toBe(3);
  });
});
