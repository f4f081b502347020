import { chmod, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { Upload } from '@tus/utils';
import { ABANDONED_UPLOAD_HOURS } from '@visadesk/contract';
import { PRIVATE_FILE_MODE } from '../lib/private-files.ts';
import type { LinkUploads } from './link-uploads.ts';

/** Where the bytes of uploads in progress wait (ADR 050), and how they go. */

/** Where the bytes of uploads in progress wait: the server user's alone, beside the stored files. */
export const uploadsInProgressDir = (dataDir: string) => path.join(dataDir, 'uploads-in-progress');

/**
 * The tus store on disk, each upload's two files (its bytes, and its `.json` record) private to the
 * server's user whatever the umask: they are applicants' passports, half sent.
 */
export class PrivateFileStore extends FileStore {
  override async create(upload: Upload): Promise<Upload> {
    const created = await super.create(upload);
    const bytes = path.join(this.directory, upload.id);
    await Promise.all([chmod(bytes, PRIVATE_FILE_MODE), chmod(`${bytes}.json`, PRIVATE_FILE_MODE)]);
    return created;
  }
}

/** The files of uploads in progress, by id: each one's bytes and its record. */
export function bytesRemover(directory: string) {
  return async (ids: string[]) => {
    for (const id of ids) {
      await rm(path.join(directory, id), { force: true });
      await rm(path.join(directory, `${id}.json`), { force: true });
    }
  };
}

/**
 * Uploads that stopped moving ABANDONED_UPLOAD_HOURS ago: their rows (the document is asked again)
 * and their bytes, and any bytes the store holds without a row (the request or application is gone).
 */
export function abandonedUploadsCleaner(uploads: LinkUploads, directory: string) {
  const removeBytes = bytesRemover(directory);
  return async () => {
    const cutoff = Date.now() - ABANDONED_UPLOAD_HOURS * 3_600_000;
    await removeBytes(await uploads.removeAbandoned(new Date(cutoff)));
    const names = (await readdir(directory)).filter((name) => /^[0-9a-f]{24}$/.test(name));
    const alive = await uploads.receivingIds(names);
    for (const name of names) {
      const info = await stat(path.join(directory, name)).catch(() => null);
      if (!alive.has(name) && info && info.mtimeMs < cutoff) await removeBytes([name]);
    }
  };
}
