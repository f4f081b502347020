import { randomBytes } from 'node:crypto';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
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

const config = readConfig();
const app = await buildApp({ config });

const created = await app.users.ensureFirstSuperAdmin({
  email: config.adminEmail,
  password: config.adminPassword,
  generatePassword: () => randomBytes(12).toString('base64url'),
});
if (created?.generatedPassword) {
  // Printed once to the terminal, on purpose, and never to the log.
  process.stdout.write(
    `\n  First start: super admin created.\n  Email:    ${created.email}\n  Password: ${created.generatedPassword}\n  Change it on the Profile page after signing in.\n\n`,
  );
} else if (created) {
  app.log.info('first start: super admin created from ADMIN_EMAIL');
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
