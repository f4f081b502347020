import { crc32, deflateSync } from 'node:zlib';
import { sampleImage } from '../../src/seed/factories.ts';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a PNG of a few hundred bytes whose header declares `width` x `height`
 * RGB pixels (20000 x 20000 is 1.2 GB once decoded). Only the first rows are present; a decoder
 * that trusts the header and allocates first is the one that falls over.
 */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const firstRows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', firstRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real small JPEG whose frame header is rewritten to claim 65535 x 65535 pixels. */
export async function jpegBomb(): Promise<Buffer> {
  const jpeg = Buffer.from(await sampleImage('jpeg', 16));
  for (let i = 2; i < jpeg.length - 9; i += 1) {
    // SOF0..SOF2: FF C0..C2, length (2), precision (1), height (2), width (2).
    if (jpeg[i] === 0xff && jpeg[i + 1] !== undefined && jpeg[i + 1]! >= 0xc0 && jpeg[i + 1]! <= 0xc2) {
      jpeg.writeUInt16BE(0xffff, i + 5);
      jpeg.writeUInt16BE(0xffff, i + 7);
      return jpeg;
    }
  }
  throw new Error('no frame header in the sample JPEG');
}
