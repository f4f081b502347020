import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as it arrived: parsed by mailparser, and its raw source for "nothing sensitive" checks. */
export interface Arrived {
  parsed: ParsedMail;
  raw: string;
  to: string[];
}

/**
 * A real SMTP server on a loopback port (smtp-server), keeping what it receives. `stop()` takes it
 * off the network (connections refused, as in an outage); `start()` brings it back on the same port.
 */
export class SmtpSink {
  readonly messages: Arrived[] = [];
  private server: SMTPServer | null = null;
  private port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const to = session.envelope.rcptTo.map((r) => r.address);
          simpleParser(raw).then((parsed) => {
            this.messages.push({ parsed, raw, to });
            callback();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until `count` messages have arrived (or fails after `ms`). */
  async received(count: number, ms = 10_000): Promise<Arrived[]> {
    const until = Date.now() + ms;
    while (this.messages.length < count) {
      if (Date.now() > until) throw new Error(`expected ${count} messages, ${this.messages.length} arrived`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.messages.slice(0, count);
  }
}
