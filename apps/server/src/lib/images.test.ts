import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { headerPixels } from './images.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'visadesk-images-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function fileOf(name: string, data: Buffer | Promise<Buffer>): Promise<string> {
  const file = path.join(folder, name);
  writeFileSync(file, await data);
  return file;
}

const frame = (width: number, height: number, red: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 40, b: 40 } } }).png().toBuffer();

describe('headerPixels', () => {
  it('reads width x height of a still image', async () => {
    expect(await headerPixels(await fileOf('still.png', frame(300, 200, 10)))).toBe(60_000);
    expect(await headerPixels(await fileOf('still.jpg', sharp(await frame(40, 30, 10)).jpeg().toBuffer()))).toBe(1_200);
  });

  it('counts every frame of an animation once', async () => {
    const frames = await Promise.all([0, 40, 80, 120, 160, 200, 240].map((red) => frame(1000, 1000, red)));
    const animated = await sharp(frames, { join: { animated: true } }).webp().toBuffer();
    expect(await headerPixels(await fileOf('animated.webp', animated))).toBe(7_000_000);
  });

  it('answers null for bytes no decoder reads', async () => {
    expect(await headerPixels(await fileOf('broken.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])))).toBeNull();
  });
});
