import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

/** One node of EXPLAIN (FORMAT JSON), the fields the summary reads. */
interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Heap Fetches'?: number;
  'Sort Method'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

function describeNode(node: PlanNode): string {
  const target = node['Index Name'] ?? node['Relation Name'];
  const name = target ? `${node['Node Type']} ${target}` : node['Node Type'];
  const facts = [
    node['Actual Rows'] !== undefined ? `rows ${node['Actual Rows'] * (node['Actual Loops'] ?? 1)}` : '',
    node['Rows Removed by Filter'] ? `removed ${node['Rows Removed by Filter'] * (node['Actual Loops'] ?? 1)}` : '',
    node['Heap Fetches'] !== undefined ? `heap fetches ${node['Heap Fetches']}` : '',
    node['Sort Method'] ?? '',
  ].filter(Boolean);
  return facts.length ? `${name} (${facts.join(', ')})` : name;
}

/** The nodes that do the work, outermost first: a chain, branches joined with `+`. */
function describeTree(node: PlanNode): string {
  const inner = node.Plans ?? [];
  // The plumbing every plan has: shown by what it wraps.
  const self = ['Gather', 'Gather Merge', 'Subquery Scan', 'Result'].includes(node['Node Type']) ? '' : describeNode(node);
  const below = inner.map(describeTree).filter(Boolean).join(' + ');
  return [self, below].filter(Boolean).join(' > ');
}

export interface PlanSummary {
  /** e.g. `Limit (rows 10) > Index Only Scan applications_surname_idx (rows 10, removed 561149, heap fetches 0)`. */
  nodes: string;
  executionMs: number;
  /** Shared buffers hit and read by the whole plan (8 KB pages). */
  hit: number;
  read: number;
}

/** EXPLAIN (ANALYZE, BUFFERS) of `query`, summarised on one line. */
export async function explain(db: Database, query: SQL): Promise<PlanSummary> {
  const result = await db.execute(sql`explain (analyze, buffers, format json) ${query}`);
  const [row] = (result as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }[] }).rows;
  const [{ Plan: plan, 'Execution Time': executionMs }] = row?.['QUERY PLAN'] ?? [{ Plan: { 'Node Type': '?' }, 'Execution Time': 0 }];
  return { nodes: describeTree(plan), executionMs, hit: plan['Shared Hit Blocks'] ?? 0, read: plan['Shared Read Blocks'] ?? 0 };
}

/** The median of `runs` timings of `work`, in milliseconds, after one run to warm up. */
export async function medianMs(runs: number, work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}
