import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { censorSecrets, loggerOptions } from './logger.ts';

/** What the server's logger (Fastify's pino with the server's options) writes for `write`'s calls. */
function logLines(write: (log: FastifyBaseLogger) => void): string {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  write(Fastify({ logger: { ...(loggerOptions('trace') as object), stream } }).log);
  return lines.join('');
}

describe('secrets in log entries', () => {
  it('are replaced at the top, in nested objects and in headers, whatever else the entry holds', () => {
    const log = logLines((logger) => {
      logger.info({ password: 'top-secret-1', body: { passport: 'ZX9876543', note: 'kept' } }, 'first');
      logger.trace({ busboyOptions: { headers: { authorization: 'Bearer abc.def', cookie: 'refresh=xyz' } } }, 'second');
      logger.info({ user: { recoveryCodes: ['rc-1111'], totp: { code: '123456', secret: 'JBSWY3DP' } } }, 'third');
    });
    for (const secret of ['top-secret-1', 'ZX9876543', 'Bearer abc.def', 'refresh=xyz', 'rc-1111', '123456', 'JBSWY3DP']) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('"note":"kept"');
    expect(log.match(/\[redacted\]/g)).toHaveLength(7);
  });

  it('leave the logged object itself untouched, and copy nothing when there is nothing to hide', () => {
    const body = { password: 'p', name: 'Amrita' };
    const entry = { body };
    const censored = censorSecrets(entry);
    expect(censored).toEqual({ body: { password: '[redacted]', name: 'Amrita' } });
    expect(body.password).toBe('p');
    const clean = { body: { name: 'Amrita' }, count: 3 };
    expect(censorSecrets(clean)).toBe(clean);
  });

  it('leave requests, replies and errors to their serializers', () => {
    class Request {
      method = 'GET';
      url = '/api/application/fetchApplicationEnquiry?search=ZX9876543';
      ip = '10.0.0.1';
      token = 'never-serialized';
    }
    const log = logLines((logger) => logger.info({ req: new Request(), err: Object.assign(new Error('boom'), { code: 'E_X' }) }, 'x'));
    expect(log).toContain('"url":"/api/application/fetchApplicationEnquiry?search=[redacted]"');
    expect(log).not.toContain('never-serialized');
    expect(log).toContain('"code":"E_X"');
  });

  it('hide the token of an upload link in the page’s address, in every language (ADR 050)', () => {
    const token = 'q3V8c1mZKx0vYt9B2nR4sW6uA7eD5fH8jL0pQ1rT2yU';
    for (const url of [`/upload/${token}`, `/hi/upload/${token}`, `/ur/upload/${token}?from=mail`]) {
      const log = logLines((logger) => logger.info({ req: { method: 'GET', url, ip: '10.0.0.1' } }, 'x'));
      expect(log).not.toContain(token);
      expect(log).toContain('upload/[redacted]');
    }
  });

  it('hide the token of an upload link whose address is percent-encoded, as the router still matches it', () => {
    const token = 'q3V8c1mZKx0vYt9B2nR4sW6uA7eD5fH8jL0pQ1rT2yU';
    const encoded = [...token].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
    for (const url of [`/%75pload/${token}`, `/%68i/upload/${token}`, `/hi/%75%70load/${encoded}`, `/upload/${encoded}?from=mail`]) {
      const log = logLines((logger) => logger.info({ req: { method: 'GET', url, ip: '10.0.0.1' } }, 'x'));
      expect(log, url).not.toContain(token);
      expect(log, url).not.toContain(encoded);
      expect(log, url).toContain('upload/[redacted]');
    }
  });
});
