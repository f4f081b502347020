// A process and all its descendants, read from /proc: who they are and their proportional set size
// (PSS: each shared page divided among the processes mapping it, so a tree's sum counts it once).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const parentCache = new Map<number, number>();

function readParent(pid: number): number | undefined {
  try {
    // The command name (in parentheses) may hold spaces; the fields after its closing one are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/**
 * Every pid with its parent. Without CONFIG_PROC_CHILDREN (no /proc/PID/task/TID/children) the only
 * way is to list /proc; a pid's parent is read once and kept while the pid stays listed, so a
 * sample costs one directory listing plus the stat files of processes new since the last one.
 */
function parents(): Map<number, number> {
  const listed = new Set<number>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    listed.add(pid);
    if (!parentCache.has(pid)) {
      const parent = readParent(pid);
      if (parent !== undefined) parentCache.set(pid, parent);
    }
  }
  for (const pid of parentCache.keys()) if (!listed.has(pid)) parentCache.delete(pid);
  return parentCache;
}

function childrenFromProc(pid: number): number[] | undefined {
  try {
    const tasks = readdirSync(`/proc/${pid}/task`);
    if (!existsSync(`/proc/${pid}/task/${tasks[0]}/children`)) return undefined;
    return tasks.flatMap((tid) => readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

/** `root` and every living descendant, read afresh (database backends come and go). */
export function processTree(root: number): number[] {
  if (!existsSync(`/proc/${root}`)) return [];
  const viaChildren = childrenFromProc(root);
  const table = viaChildren ? undefined : parents();
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    const pid = tree[i] as number;
    if (table) {
      for (const [child, parent] of table) if (parent === pid) tree.push(child);
    } else {
      tree.push(...(childrenFromProc(pid) ?? []));
    }
  }
  return tree;
}

const kilobytes = (text: string, key: string) =>
  [...text.matchAll(new RegExp(`^${key}:\\s+(\\d+) kB`, 'gm'))].reduce((sum, m) => sum + Number(m[1]), 0) * 1024;

/** One process's PSS in bytes (0 once it has gone): smaps_rollup, or the sum over smaps on older kernels. */
export function processPss(pid: number): number {
  try {
    return kilobytes(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss');
  } catch {
    try {
      return kilobytes(readFileSync(`/proc/${pid}/smaps`, 'utf8'), 'Pss');
    } catch {
      return 0;
    }
  }
}

const PAGE_BYTES = (() => {
  try {
    return Number(execFileSync('getconf', ['PAGESIZE']).toString()) || 4096;
  } catch {
    return 4096;
  }
})();

/**
 * A process's anonymous resident bytes from /proc/PID/statm (resident minus file and shared
 * memory pages): a counter read in microseconds, where smaps_rollup walks every page table (25 ms
 * of CPU for PGlite's 19 GB of reserved address space). Undefined once the process has gone.
 */
export function processAnon(pid: number): number | undefined {
  try {
    const [, resident, shared] = readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ').map(Number);
    return ((resident ?? 0) - (shared ?? 0)) * PAGE_BYTES;
  } catch {
    return undefined;
  }
}

/** Whether a process still runs (a zombie waiting for its parent to reap it does not). */
export function alive(pid: number): boolean {
  try {
    return !/^\S+ \(.*\) Z /s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
