import { describe, expect, it } from 'vitest';
import { sniffContentType, type SniffedType } from './sniff.ts';

const bytes = (...values: number[]) => Buffer.from(values);
const ascii = (text: string) => Buffer.from(text, 'latin1');
/** The sniffer sees at most the first 16 bytes of an upload; pad a signature to that. */
const head = (signature: Buffer) => Buffer.concat([signature, Buffer.alloc(16 - signature.length, 0x20)]);

const JPEG = bytes(0xff, 0xd8, 0xff);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
/** "RIFF", a little-endian chunk size, then "WEBP". */
const WEBP = Buffer.concat([ascii('RIFF'), bytes(0x24, 0x00, 0x00, 0x00), ascii('WEBP')]);
const PDF = ascii('%PDF-');

const SIGNATURES: [SniffedType, Buffer][] = [
  ['image/jpeg', JPEG],
  ['image/png', PNG],
  ['image/webp', WEBP],
  ['application/pdf', PDF],
];

/** Every position of the signature where WebP's size field (bytes 4..7) is not: those may be anything. */
function significantPositions(type: SniffedType, signature: Buffer): number[] {
  const all = [...signature.keys()];
  return type === 'image/webp' ? all.filter((i) => i < 4 || i >= 8) : all;
}

describe('sniffContentType', () => {
  it.each(SIGNATURES)('recognises %s from exactly its signature, alone and at the head of a file', (type, signature) => {
    expect(sniffContentType(signature)).toBe(type);
    expect(sniffContentType(head(signature))).toBe(type);
  });

  it.each(SIGNATURES)('refuses %s when any one byte of its signature is wrong', (type, signature) => {
    for (const position of significantPositions(type, signature)) {
      for (const change of [1, 0x80]) {
        const wrong = Buffer.from(head(signature));
        wrong[position] = ((wrong[position] as number) ^ change) & 0xff;
        expect(sniffContentType(wrong), `byte ${position} xor ${change}`).toBeNull();
      }
    }
  });

  it.each(SIGNATURES)('refuses a head too short to hold the whole %s signature', (_type, signature) => {
    for (let length = 0; length < signature.length; length += 1) {
      expect(sniffContentType(signature.subarray(0, length)), `${length} bytes`).toBeNull();
    }
  });

  it('takes any chunk size between RIFF and WEBP', () => {
    const otherSize = Buffer.concat([ascii('RIFF'), bytes(0xff, 0xff, 0xff, 0x7f), ascii('WEBP')]);
    expect(sniffContentType(otherSize)).toBe('image/webp');
  });

  it('refuses a RIFF file that is not WebP (a WAV sound, an AVI film)', () => {
    for (const form of ['WAVE', 'AVI ', 'webp', 'WEBQ']) {
      expect(sniffContentType(head(Buffer.concat([ascii('RIFF'), bytes(0x24, 0, 0, 0), ascii(form)]))), form).toBeNull();
    }
  });

  it('refuses WEBP anywhere but bytes 8 to 11', () => {
    const early = Buffer.concat([ascii('RIFF'), bytes(0x24, 0, 0), ascii('WEBP'), ascii('    ')]);
    const late = Buffer.concat([ascii('RIFF'), bytes(0x24, 0, 0, 0, 0), ascii('WEBP')]);
    const noRiff = Buffer.concat([ascii('RIFX'), bytes(0x24, 0, 0, 0), ascii('WEBP')]);
    expect(sniffContentType(early)).toBeNull();
    expect(sniffContentType(late)).toBeNull();
    expect(sniffContentType(noRiff)).toBeNull();
  });

  it('finds each signature only at the very start', () => {
    for (const [type, signature] of SIGNATURES) {
      expect(sniffContentType(head(Buffer.concat([bytes(0x00), signature]))), type).toBeNull();
    }
  });

  it('knows nothing of other files: empty, text, GIF, a Windows program, a ZIP', () => {
    for (const other of [Buffer.alloc(0), ascii('hello, world!'), ascii('GIF89a'), ascii('MZ\x90\x00'), bytes(0x50, 0x4b, 0x03, 0x04)]) {
      expect(sniffContentType(head(other.subarray(0, 16)))).toBeNull();
    }
  });
});
