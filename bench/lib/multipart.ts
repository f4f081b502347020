import { randomBytes } from 'node:crypto';

export interface FilePart {
  data: Buffer;
  name: string;
  type: string;
}

/** A multipart/form-data body, built synchronously (autocannon's setupRequest cannot wait). */
export function multipart(fields: Record<string, string>, files: Record<string, FilePart> = {}): { body: Buffer; contentType: string } {
  const boundary = `----visadesk-bench-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A PDF of exactly `size` bytes: a valid header and trailer around random bytes that do not compress. */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}
