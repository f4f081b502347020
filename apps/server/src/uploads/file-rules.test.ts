import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES, IMAGE_MAX_PIXELS } from '@visadesk/contract';
import { HttpError } from '../http/http-error.ts';
import { optionalFile, requiredFile, type FileRule } from './file-rules.ts';
import type { UploadedFile } from './uploaded-file.ts';

const rule = (sizeFirst: boolean): FileRule => ({
  types: new Set(['image/jpeg']), maxBytes: 1000, wrongType: 'Only JPEG.', tooLarge: 'At most 1000 bytes.', sizeFirst,
});

const file = (overrides: Partial<UploadedFile> = {}): UploadedFile => ({
  field: 'image', filename: 'photo.jpg', tempPath: '/nowhere', size: 500, sha256: '', contentType: 'image/jpeg',
  pixels: 100, truncated: false, ...overrides,
});

/** The answer a person sees: the message, and the same message on the field. */
function refusal(check: () => unknown): { status: number; message: string; errors: unknown } | null {
  try {
    check();
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.statusCode, message: error.message, errors: error.errors };
  }
}

describe('file rules', () => {
  it('accepts a file of the right type and size, as it is', () => {
    const photo = file();
    expect(requiredFile('image', photo, rule(true), 'A photo is required.')).toBe(photo);
    expect(optionalFile('image', photo, rule(false))).toBe(photo);
  });

  it('treats a part of no bytes as not sent: required says so, optional passes', () => {
    for (const missing of [undefined, file({ size: 0 })]) {
      expect(refusal(() => requiredFile('image', missing, rule(true), 'A photo is required.'))).toEqual({
        status: 400, message: 'A photo is required.', errors: { image: 'A photo is required.' },
      });
      expect(optionalFile('image', missing, rule(true))).toBeUndefined();
    }
  });

  it('checks size before type, or type before size, as the rule says', () => {
    const wrongAndLarge = file({ contentType: 'application/pdf', size: 5000 });
    expect(refusal(() => optionalFile('file1', wrongAndLarge, rule(true)))?.message).toBe('At most 1000 bytes.');
    expect(refusal(() => optionalFile('file1', wrongAndLarge, rule(false)))).toEqual({
      status: 400, message: 'Only JPEG.', errors: { file1: 'Only JPEG.' },
    });
  });

  it('counts a part cut short at the parser limit as too large, whatever arrived', () => {
    expect(refusal(() => optionalFile('image', file({ size: 10, truncated: true }), rule(false)))?.message).toBe('At most 1000 bytes.');
  });

  it('refuses an image whose header promises too many pixels', () => {
    expect(optionalFile('image', file({ pixels: IMAGE_MAX_PIXELS }), rule(true))).toBeDefined();
    expect(refusal(() => optionalFile('image', file({ pixels: IMAGE_MAX_PIXELS + 1 }), rule(true)))).toEqual({
      status: 400, message: COMMON_MESSAGES.imageTooManyPixels, errors: { image: COMMON_MESSAGES.imageTooManyPixels },
    });
  });
});
