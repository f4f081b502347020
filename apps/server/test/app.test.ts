import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@visadesk/contract';
import { buildTestApp, testConfig, type TestContext } from './helpers.ts';
import { answerWith } from './answers.ts';

describe('the application shell', () => {
  let t: TestContext;
  beforeAll(async () => {
    const webDist = path.join(testConfig().dataDir, 'dist');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>VisaDesk</title><div id="root"></div>');
    writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), `export const x = ${'1;'.repeat(2000)}`);
    t = await buildTestApp({ webDist }, {
      beforeReady(app) {
        app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
          throw new Error('connection string postgres://secret@db/internal');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.driver });
  });

  it('answers unknown API paths with JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual(answerWith({ message: COMMON_MESSAGES.notFound }));
    }
  });

  it('serves the web app for client routes, so a reload of a deep link works', async () => {
    for (const url of ['/', '/login', '/application?page=2', '/updateApplicationView/0123456789abcdef01234567']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends strict security headers', async () => {
    const res = await t.app.inject('/login');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('hides the internals of a server error', async () => {
    const res = await t.app.inject('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(answerWith({ message: COMMON_MESSAGES.internalError }));
    expect(res.body).not.toContain('postgres://');
  });

  it('answers malformed JSON with a 400 JSON message', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/users/login', headers: { 'content-type': 'application/json' }, payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('publishes the OpenAPI document with the spec\'s calls', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/users/login', '/api/users/get_users', '/api/users/delete_user/{id}']));
  });
});
