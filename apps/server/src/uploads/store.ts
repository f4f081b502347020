import { makeWebpVariants } from '../lib/images.ts';
import type { FilesService, StoredFile } from '../storage/files.ts';
import { refuse } from './file-rules.ts';
import type { UploadedFile } from './uploaded-file.ts';

/** The part of the files service an upload needs: storing and, when something fails, removing. */
export type FileStore = Pick<FilesService, 'storeUpload' | 'storeBuffer' | 'remove'>;

/** An uploaded picture as it is kept: bounded WebP to show, a WebP thumbnail, and the original. */
export interface StoredImage {
  display: StoredFile;
  thumb: StoredFile;
  original: StoredFile;
}

export interface ImageVariantsRule {
  /** The longest side of the display WebP and the side of the square thumbnail, in pixels. */
  display: number;
  thumb: number;
  /** Names the WebP files (`photo` gives photo.webp and photo-thumb.webp). */
  name: string;
  /** The field's message when the bytes do not decode as an image. */
  notAnImage: string;
}

/** Runs the writes one after another; when one fails, the files already stored are removed. */
export async function storeAll(files: FileStore, writes: (() => Promise<StoredFile>)[]): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const write of writes) stored.push(await write());
  } catch (error) {
    await files.remove(stored.map((s) => s.id));
    throw error;
  }
  return stored;
}

/** Decodes the upload, re-encodes it to the rule's two WebP sizes and stores them with the original. */
export async function storeImage(files: FileStore, upload: UploadedFile, rule: ImageVariantsRule): Promise<StoredImage> {
  let variants;
  try {
    variants = await makeWebpVariants(upload.tempPath, { display: rule.display, thumb: rule.thumb });
  } catch {
    refuse(upload.field, rule.notAnImage);
  }
  const stored = await storeAll(files, [
    () => files.storeBuffer(variants.display, 'image/webp', `${rule.name}.webp`),
    () => files.storeBuffer(variants.thumb, 'image/webp', `${rule.name}-thumb.webp`),
    () => files.storeUpload(upload),
  ]);
  const [display, thumb, original] = stored as [StoredFile, StoredFile, StoredFile];
  return { display, thumb, original };
}

export function imageFileIds(image: StoredImage): string[] {
  return [image.display.id, image.thumb.id, image.original.id];
}

/**
 * Runs `save`, which records files already stored; when it fails, those files are removed (nothing
 * refers to them) before the error goes on.
 */
export async function removeOnFailure<T>(files: FileStore, fileIds: string[], save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    await files.remove(fileIds);
    throw error;
  }
}
