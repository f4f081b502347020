import { freePort, startServer, type SpawnedServer } from '../spawned-server.ts';

/** An import takes seconds on a quiet machine, and over a minute on two cores shared with other work. */
export const UPGRADE_START_MS = 180_000;

/** Today's server, started as an operator starts it, on a DATA_DIR an earlier release left. */
export async function startOn(dataDir: string, env: Record<string, string> = {}): Promise<SpawnedServer> {
  return startServer({ env: { DATA_DIR: dataDir, PORT: String(await freePort()), ...env }, startWaitMs: UPGRADE_START_MS });
}
