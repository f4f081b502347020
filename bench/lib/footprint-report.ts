// The footprint tables: memory and start times against the goals, then what the work was.
import { table } from './harness.ts';
import type { Measurement } from './footprint-run.ts';

export const GOALS = { idleBytes: 250 * 1024 * 1024, peakBytes: 400 * 1024 * 1024, coldStartMs: 1_500 };

const MB = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(0));
const seconds = (value: number | undefined) => (value === undefined ? '-' : (value / 1000).toFixed(1));
const goal = (value: number, limit: number) => `${value < limit ? 'yes' : 'NO'} ${(value / limit).toFixed(2)}`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function memoryTable(rows: Measurement[]): string {
  return table([
    [
      'database', 'applications', 'cold start ms', 'cold home page ms', 'warm start ms (median of 3)', 'idle MB after start',
      'peak MB start', 'peak MB soak', 'peak MB backup', 'peak MB max', 'idle MB after work',
      'idle < 250 MB', 'peak < 400 MB', 'cold start < 1.5 s',
    ],
    ...rows.map((r) => [
      r.database, r.applications.toLocaleString('en'), ms(r.coldMs), ms(r.coldHomeMs), ms(median(r.warmMs)), MB(r.idleStart),
      MB(r.peakStart), MB(r.peakSoak), MB(r.peakBackup), MB(r.peakMax), MB(r.idleAfter),
      goal(Math.max(r.idleStart, r.idleAfter), GOALS.idleBytes), goal(r.peakMax, GOALS.peakBytes), goal(r.coldMs, GOALS.coldStartMs),
    ]),
  ]);
}

export function workTable(rows: Measurement[]): string {
  return table([
    [
      'database', 'applications', 'seed s', 'warm starts ms', 'soak requests (/s)', 'non-2xx', '5xx', 'errors', 'p99 ms',
      'soak targets (added)', 'backup s', 'backup MB', 'backup tool peak MB', 'most processes in tree', 'sampler drift MB',
    ],
    ...rows.map((r) => [
      r.database, r.applications.toLocaleString('en'), seconds(r.seedMs), r.warmMs.map((w) => w.toFixed(0)).join(' / '),
      `${r.soak.requests} (${r.soak.perSecond.toFixed(0)})`, String(r.soak.non2xx), String(r.soak.fiveXx), String(r.soak.errors),
      String(r.soak.p99), `${r.soak.targets} (${r.soak.added})`, seconds(r.backupMs), (r.backupBytes / 1024 / 1024).toFixed(1),
      MB(r.backupToolPeak), String(r.mostProcesses), (r.drift / 1024 / 1024).toFixed(1),
    ]),
  ]);
}

export function statusCodes(rows: Measurement[]): string[] {
  return rows.map((r) => `${r.database}, ${r.applications.toLocaleString('en')}: ${r.soak.codes}`);
}
