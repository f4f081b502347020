import { spawn } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { OWNER, freePort, START_WAIT_MS } from '../spawned-server.ts';
import { temporaryFolders } from '../temp-dirs.ts';

/**
 * `npm run dev` (scripts/dev.mjs): the server and the web app's dev server started together, the
 * web app served with Vite's hot-reload client, its /api calls reaching the server, and both
 * stopped with it.
 */
const devScript = path.resolve(import.meta.dirname, '../../../../scripts/dev.mjs');
const folder = temporaryFolders('visadesk-dev-');

const answer = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5000) }).then(async (r) => ({ status: r.status, body: await r.text() }), () => null);

describe('npm run dev', () => {
  it('serves the web app with hot reload and the API through it, and stops both on Ctrl-C', { timeout: START_WAIT_MS * 2 }, async () => {
    const [port, webPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, [devScript], {
      // CI forces colours: Vite's banner would come wrapped in escape codes.
      env: { ...process.env, ...OWNER, FORCE_COLOR: '0', NO_COLOR: '1', PORT: String(port), WEB_PORT: String(webPort), HOST: '127.0.0.1', DATA_DIR: folder(), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const web = `http://localhost:${webPort}`;
      const deadline = Date.now() + START_WAIT_MS;
      let health = await answer(`${web}/api/health`);
      while (health?.status !== 200 && Date.now() < deadline && child.exitCode === null) {
        await new Promise((r) => setTimeout(r, 250));
        health = await answer(`${web}/api/health`);
      }
      expect(health?.status, output).toBe(200);
      expect(output).toContain(`[dev] the web app at http://localhost:${webPort}`);
      // Escape codes aside, whatever the terminal: the banner reads the same.
      expect(stripVTControlCharacters(output)).toMatch(/\[web\] .*Local: +http:\/\/localhost:\d+/);

      const page = await answer(`${web}/`);
      expect(page?.status).toBe(200);
      expect(page?.body).toContain('/@vite/client');
      // The server answers on its own port too: the proxy reached it, not a stand-in.
      expect((await answer(`http://127.0.0.1:${port}/api/health`))?.status).toBe(200);
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
    expect(await answer(`http://127.0.0.1:${port}/api/health`)).toBeNull();
    expect(await answer(`http://localhost:${webPort}/`)).toBeNull();
  });
});
