import jsqr from 'jsqr';
import sharp from 'sharp';

/** What a phone's camera reads in a picture of a QR code (a PNG screenshot); null when nothing. */
export async function readQrCode(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  // A CommonJS module to node: its `default` is the decoder, as its types say.
  return jsqr.default(pixels, info.width, info.height)?.data ?? null;
}
