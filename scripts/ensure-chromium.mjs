#!/usr/bin/env node
// Finds the Chromium the browser journeys drive. Playwright's own browser download is not used:
// machines here reach Debian's packages only, so Chromium comes from Debian (package `chromium`).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  (candidate) => typeof candidate === 'string' && candidate.trim() !== '',
);

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findChromium() {
  return candidates.find(isExecutable);
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    process.stderr.write(`ensure-chromium: \`${command} ${args.join(' ')}\` failed.\n`);
    process.exit(result.status ?? 1);
  }
}

let chromium = findChromium();

if (!chromium) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    process.stderr.write(
      [
        'ensure-chromium: Chromium was not found (looked at CHROME_PATH, /usr/bin/chromium, /usr/bin/chromium-browser).',
        'The browser journeys need it. Install it with:',
        '  sudo apt-get update && sudo apt-get install -y chromium',
        'or point CHROME_PATH at an existing Chromium or Chrome binary.',
        '',
      ].join('\n'),
    );
    process.exit(1);
  }
  process.stdout.write('ensure-chromium: Chromium not found; installing Debian package chromium.\n');
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  chromium = findChromium();
  if (!chromium) {
    process.stderr.write('ensure-chromium: apt-get finished but no Chromium binary was found.\n');
    process.exit(1);
  }
}

process.stdout.write(`ensure-chromium: using ${chromium}\n`);
