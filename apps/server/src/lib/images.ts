import sharp from 'sharp';

/** Refuses decompression bombs: no image may decode to more pixels than this. */
export const MAX_INPUT_PIXELS = 40_000_000;

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
