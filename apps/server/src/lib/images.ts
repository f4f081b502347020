import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '@visadesk/contract';

/** Refuses decompression bombs: no image may decode to more pixels than this. */
export const MAX_INPUT_PIXELS = IMAGE_MAX_PIXELS;

/**
 * How many pixels an image says it has, read from its header alone (sharp's metadata decodes no
 * pixel data); null when the header cannot be read.
 */
export async function headerPixels(file: string): Promise<number | null> {
  try {
    // One frame's size, times the frames (with `pages: -1` the height would already be all frames).
    const { width, height, pages } = await sharp(file, { limitInputPixels: false }).metadata();
    return width && height ? width * height * Math.max(1, pages ?? 1) : null;
  } catch {
    return null;
  }
}

export interface ImageVariants {
  display: Buffer;
  thumb: Buffer;
}

/** Re-encodes an uploaded photo or slide to bounded WebP: a display size and a thumbnail. */
export async function makeWebpVariants(
  input: string | Buffer,
  sizes: { display: number; thumb: number },
): Promise<ImageVariants> {
  const base = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const [display, thumb] = await Promise.all([
    base().resize({ width: sizes.display, height: sizes.display, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    base().resize({ width: sizes.thumb, height: sizes.thumb, fit: 'cover' }).webp({ quality: 70 }).toBuffer(),
  ]);
  return { display, thumb };
}
