/**
 * npm run storage:move -- --to s3|local|database [--from local|database|s3]
 * Copies every stored file from the store FILE_STORAGE names (or --from) to another, checks each
 * copy by its SHA-256, and records the move once all are there (ADR 054). Stop it with Ctrl-C and
 * run it again: it goes on where it stopped. The old store is left as it was.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AppConfig } from '../config/config.ts';
import { FILE_STORES, S3EnvSchema, s3ConfigOf, storeLocation, type FileStoreName } from '../config/s3-config.ts';
import { usePrivateUmask } from '../lib/private-files.ts';
import { ProgressBar } from '../seed/progress.ts';
import { openStorage, type FileStorage } from '../storage/index.ts';
import { moveFiles } from '../storage/storage-move.ts';
import { openCliDatabase } from './cli-database.ts';

usePrivateUmask();

const USAGE = 'Usage: npm run storage:move -- --to s3|local|database [--from local|database|s3]\n';

function storeName(value: string | undefined, option: string): FileStoreName | undefined {
  if (value === undefined) return undefined;
  if ((FILE_STORES as readonly string[]).includes(value)) return value as FileStoreName;
  process.stderr.write(`${option} must be local, database or s3, not "${value}".\n${USAGE}`);
  process.exit(2);
}

/** The S3 settings from the environment, whatever FILE_STORAGE says: the move may be towards S3. */
function withS3(config: AppConfig, needed: boolean): AppConfig {
  if (!needed || config.s3) return config;
  const parsed = S3EnvSchema.safeParse({ ...process.env, FILE_STORAGE: 's3' });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration for the S3 store:\n${lines.join('\n')}`);
  }
  return { ...config, s3: s3ConfigOf(parsed.data) };
}

let args;
try {
  args = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' } } }).values;
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const to = storeName(args.to, '--to');
if (!to) {
  process.stderr.write(USAGE);
  process.exit(2);
}

let config: AppConfig;
try {
  const loaded = loadConfig();
  const from = storeName(args.from, '--from') ?? loaded.fileStorage;
  config = withS3({ ...loaded, fileStorage: from }, from === 's3' || to === 's3');
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
if (config.fileStorage === to) {
  process.stderr.write(
    `The files are already in ${to} (FILE_STORAGE). To copy what an instance wrote to the old store before its restart, name it: --from local, --from database or --from s3.\n`,
  );
  process.exit(2);
}

const database = await openCliDatabase(config);
let source: FileStorage | undefined;
let target: FileStorage | undefined;
const stop = new AbortController();
process.once('SIGINT', () => {
  process.stderr.write('\nStopping after the files in flight…\n');
  stop.abort();
});
try {
  source = await openStorage(config.fileStorage, config, database.db);
  target = await openStorage(to, config, database.db);
  await source.check?.();
  await target.check?.();
  process.stdout.write(`Moving the stored files from ${config.fileStorage} to ${to}. The desk can keep running; the files stay in ${config.fileStorage} too.\n`);
  let bar: ProgressBar | undefined;
  const report = await moveFiles({
    db: database.db,
    from: { name: config.fileStorage, storage: source },
    to: { name: to, storage: target, location: storeLocation({ ...config, fileStorage: to }) },
    tempDir: path.join(config.dataDir, 'tmp'),
    signal: stop.signal,
    onProgress: (progress) => {
      bar ??= new ProgressBar('Files', progress.total);
      bar.setTotal(progress.total);
      bar.update(progress.done);
    },
  });
  const counts = `${report.copied} copied and checked, ${report.alreadyThere} already there`;
  if (report.stopped) {
    process.stdout.write(`Stopped after ${report.done} of ${report.total} files (${counts}). Nothing was switched: run the same command again to go on.\n`);
    process.exitCode = 130;
  } else if (!report.switched) {
    if (report.missing.length) process.stderr.write(`${report.missing.length} files have no bytes in ${config.fileStorage}, so they could not be copied: ${report.missing.join(', ')}\n`);
    if (report.damaged.length) process.stderr.write(`${report.damaged.length} files in ${config.fileStorage} do not match their SHA-256, so they were not copied: ${report.damaged.join(', ')}\n`);
    process.stderr.write(`Nothing was switched (${counts}). Restore those files from a backup, or delete their applications, and run the move again.\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(
      `All ${report.done} files are in ${to} (${counts}).\n` +
        `Now restart every instance with FILE_STORAGE=${to}${to === 's3' ? ' and the S3_* settings' : ''}: an instance started on ${config.fileStorage} is refused from now on.\n` +
        `Then run npm run storage:move -- --to ${to} --from ${config.fileStorage} once more, to copy what arrived before the restarts. The files in ${config.fileStorage} can be removed after that.\n`,
    );
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  source?.close?.();
  target?.close?.();
  await database.close();
}
