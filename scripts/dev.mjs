#!/usr/bin/env node
// `npm run dev`: the server and the web app together, each reloading as you edit. The server runs
// from its TypeScript under `node --watch` (restarted when a file it imports changes) on PORT
// (3000); Vite serves the web app with hot reload on WEB_PORT (5173) and passes /api to the server.
// Ctrl-C stops both; if one of them stops, so does the other.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const env = { ...process.env, PORT: port };

const parts = [
  {
    name: 'server',
    command: process.execPath,
    args: ['--max-semi-space-size=4', '--watch', path.join(root, 'apps/server/src/server.ts')],
    cwd: root,
  },
  {
    name: 'web',
    command: process.execPath,
    args: [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', webPort, '--strictPort'],
    cwd: path.join(root, 'apps/web'),
  },
];

/** Each line of a part's output, named by the part it came from. */
function relay(name, stream, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
}

const children = parts.map((part) => {
  const child = spawn(part.command, part.args, { cwd: part.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  relay(part.name, child.stdout, process.stdout);
  relay(part.name, child.stderr, process.stderr);
  return { ...part, child, exited: new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))) };
});

process.stdout.write(`[dev] the web app at http://localhost:${webPort} (reloads as you edit; /api goes to the server on port ${port})\n`);

let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => c.exited));
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
for (const { name, exited } of children) {
  exited.then((code) => {
    if (stopping) return;
    process.stderr.write(`[dev] the ${name} stopped (exit ${code}): stopping the rest\n`);
    stopAll(code || 1);
  });
}
