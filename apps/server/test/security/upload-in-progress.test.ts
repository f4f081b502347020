import { existsSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMultipart } from '../../src/uploads/multipart.ts';
import { SAMPLE_PDF } from '../../src/seed/factories.ts';
import { cleanupOrphans } from '../../src/maintenance/maintenance.ts';
import { buildTestApp, type TestContext } from '../helpers.ts';
import { multipartBody } from '../multipart.ts';

/**
 * The orphan clean-up takes temp files older than ten minutes. An upload whose request lasts
 * longer (a poor line, twelve documents) keeps its files fresh while it lasts, so the clean-up
 * never pulls them from under it.
 */
describe('an upload that lasts longer than the clean-up grace', () => {
  let t: TestContext;
  let release: () => void = () => {};
  let held: string[] = [];
  let heldReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    heldReady = resolve;
  });
  beforeAll(async () => {
    t = await buildTestApp({}, {
      beforeReady: (app) => {
        app.post('/api/test-slow-upload', { config: { access: 'public' } }, async (request) => {
          const body = await readMultipart(request, {
            textFields: [], fileFields: ['file1', 'file2'], tempDir: path.join(app.config.dataDir, 'tmp'), keepFreshMs: 50,
          });
          try {
            held = [...body.files.values()].map((f) => f.tempPath);
            heldReady();
            // The request goes on (storing, a slow line...) until the test lets it finish.
            await new Promise<void>((resolve) => {
              release = resolve;
            });
            return { stillThere: held.map((file) => existsSync(file)) };
          } finally {
            await body.cleanup();
          }
        });
      },
    });
  });
  afterAll(() => t.close());

  it('keeps its temp files through a clean-up run, and leaves nothing once it ends', async () => {
    const form = await multipartBody({}, { file1: { data: SAMPLE_PDF, name: 'a.pdf' }, file2: { data: SAMPLE_PDF, name: 'b.pdf' } });
    const answer = t.app.inject({ method: 'POST', url: '/api/test-slow-upload', payload: form.payload, headers: form.headers });
    await ready;
    expect(held).toHaveLength(2);
    // As if the request had lasted an hour already.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    for (const file of held) utimesSync(file, anHourAgo, anHourAgo);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const file of held) expect(statSync(file).mtimeMs).toBeGreaterThan(Date.now() - 60_000);

    const report = await cleanupOrphans(t.database.db, t.app.storage, path.join(t.config.dataDir, 'tmp'), 600);
    expect(report.tempFiles).toBe(0);
    release();
    expect((await answer).json()).toEqual({ stillThere: [true, true] });
    for (const file of held) expect(existsSync(file)).toBe(false);
  });
});
