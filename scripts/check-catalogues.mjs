#!/usr/bin/env node
// The message catalogues hold exactly the messages the sources use: runs the web's and
// the server's `npm run i18n:extract` and fails, naming the catalogues, when it changed any of them,
// i.e. when a message was added, changed or removed in the code without `npm run i18n:extract`
// being run (for the server, also when a catalogue was edited without being compiled). The
// catalogues are put back as they were, so a developer's translations in progress are never lost.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const WORKSPACES = [
  { name: '@visadesk/web', locales: 'apps/web/src/locales', files: ['messages.po', 'desk.po'] },
  { name: '@visadesk/server', locales: 'apps/server/src/locales', files: ['messages.po', 'messages.ts'] },
];

function npm(args) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** Extracts one workspace's catalogues; answers the files it changed, having put them back. */
async function check({ name, locales, files: names }) {
  const directory = path.join(root, locales);
  const files = readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => names.map((file) => path.join(directory, entry.name, file)));
  const before = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const extract = await npm(['run', 'i18n:extract', '-w', name]);
  const changed = files.filter((file) => readFileSync(file, 'utf8') !== before.get(file));
  for (const file of files) writeFileSync(file, before.get(file) ?? '');
  if (extract.status !== 0) {
    process.stderr.write(`${extract.output}\nThe catalogues of ${name} could not be extracted.\n`);
    process.exit(1);
  }
  if (changed.length > 0) {
    process.stderr.write(
      `These catalogues are not up to date with the code:\n${changed.map((file) => `  ${path.relative(root, file)}`).join('\n')}\n` +
        `Run \`npm run i18n:extract -w ${name}\`, translate the new messages (docs/translations.md) and commit the catalogues.\n`,
    );
  }
  return { count: files.length, changed: changed.length };
}

// The two workspaces' extractions are independent: run side by side, one per core.
const results = await Promise.all(WORKSPACES.map(check));
if (results.some((result) => result.changed > 0)) process.exit(1);
process.stdout.write(`The ${results.reduce((sum, r) => sum + r.count, 0)} catalogue files hold every message of the code, and no other.\n`);
