import type { UploadItem } from '@visadesk/contract';

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Stands for the link in what the browser keeps to resume an upload: the token itself would let
 * anyone who reads this phone's storage send files on the link. Salted, so it is not the sha256
 * the server stores either. Null where Web Crypto is missing (only on a page not served over https).
 */
export async function linkHash(token: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`visadesk-upload-link:${token}`)));
}

/**
 * The key an unfinished upload is kept under: the link, the asked document and the file (name,
 * size, last change), so choosing the same file again for the same document on the same link
 * resumes, and nothing else does.
 */
export function uploadFingerprint(linkHashValue: string, item: UploadItem, file: File): string {
  return ['visadesk-upload', linkHashValue, item.slot || `extra:${item.extra}`, file.name, file.size, file.lastModified].join('|');
}
