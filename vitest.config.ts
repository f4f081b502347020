import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server/vitest.config.ts', 'apps/server/vitest.isolated.config.ts', 'apps/web'],
    // Vitest's default is one worker less than the cores: one worker on a 2-core CI machine. The
    // server's tests wait on PostgreSQL and child processes much of the time, so three share two
    // cores well: the unit stage took 460 s with one worker and 267 s with three (ADR 033).
    maxWorkers: Math.max(3, availableParallelism()),
  },
});
