import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config/config.ts';
import { createFirstSuperAdmin } from './staff/first-super-admin.ts';
import { usePrivateUmask } from './lib/private-files.ts';

usePrivateUmask();

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** What the configuration names but cannot be used (an S3 bucket that does not answer) stops the start with its message. */
async function build(config: AppConfig) {
  try {
    return await buildApp({ config });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = await build(config);

await createFirstSuperAdmin(app.users, config, {
  print: (text) => process.stdout.write(text),
  log: (message) => app.log.info(message),
});

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
