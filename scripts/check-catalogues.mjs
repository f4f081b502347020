#!/usr/bin/env node
// The message catalogues hold exactly the messages the sources use (issue 16): runs the web's
// `npm run i18n:extract` and fails, naming the catalogues, when it changed any of them, i.e. when a
// message was added, changed or removed in the code without `npm run i18n:extract` being run. The
// catalogues are put back as they were, so a developer's translations in progress are never lost.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const locales = path.join(root, 'apps/web/src/locales');
const files = readdirSync(locales, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(locales, entry.name, 'messages.po'));
const before = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));

const extract = spawnSync('npm', ['run', 'i18n:extract', '-w', '@visadesk/web'], { cwd: root, encoding: 'utf8' });
const changed = files.filter((file) => readFileSync(file, 'utf8') !== before.get(file));
for (const file of files) writeFileSync(file, before.get(file) ?? '');

if (extract.status !== 0) {
  process.stderr.write(`${extract.stdout}${extract.stderr}\nThe catalogues could not be extracted.\n`);
  process.exit(1);
}
if (changed.length > 0) {
  process.stderr.write(
    `These catalogues are not up to date with the code:\n${changed.map((file) => `  ${path.relative(root, file)}`).join('\n')}\n` +
      'Run `npm run i18n:extract -w @visadesk/web`, translate the new messages (docs/translations.md) and commit the catalogues.\n',
  );
  process.exit(1);
}
process.stdout.write(`The ${files.length} catalogues hold every message of the code, and no other.\n`);
