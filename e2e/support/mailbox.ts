import { readdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the run (smtp-server on a loopback port): the server under test sends its
 * email here, and each message lands as a .eml file in `dir`, where the journeys, in their own
 * processes, read it back with mailparser.
 */
export async function startMailSink(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const name = `${Date.now()}-${String(count).padStart(4, '0')}.eml`;
        writeFile(path.join(dir, name), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Every message that has arrived for `address` so far, oldest first. */
export async function mailTo(address: string): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the global setup starts the mail sink.');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  const parsed = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
  return parsed.filter((mail) => mail.headers.get('x-envelope-to') === address);
}
