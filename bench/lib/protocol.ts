/** What harness.ts tells the server process it forks (child.ts), and what it answers. */
export interface ChildOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Applications to seed before listening. */
  seedApplications: number;
  /** Give each seeded application a photo and three documents (shared file records; read-only benchmarks). */
  seedFiles?: boolean;
  logLevel: string;
  fileStorage?: 'local' | 'database';
  /** When set, the child reports process.memoryUsage() this often. */
  memoryIntervalMs?: number;
}

export type ParentMessage =
  | { type: 'bare-payload'; id: number; body: string }
  | { type: 'gc-memory'; id: number }
  | { type: 'profile-start'; id: number }
  | { type: 'profile-stop'; id: number; file: string }
  | { type: 'stop'; id: number };

export interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

export type ChildMessage =
  | { type: 'ready'; port: number; barePort: number; driver: string }
  | { type: 'done'; id: number }
  | { type: 'failed'; id: number; error: string }
  | ({ type: 'memory' } & MemorySample)
  | ({ type: 'gc-memory-result'; id: number } & MemorySample);
