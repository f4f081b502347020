// The memory sampler, in a worker thread of the benchmark: it samples the watched process trees
// every `intervalMs` on its own, however busy the load generator keeps the main event loop.
//
// Exact PSS (smaps_rollup) is too dear to read every 25 ms: for PGlite's process one read costs
// ~25 ms of CPU, a whole core at that rate. So each process's PSS is read when it first appears,
// at every take, and then as often as keeps those reads under ~5 % of a core (at least every
// 250 ms); between two reads its PSS is carried forward by the change in its anonymous resident
// memory (statm, microseconds). `drift` says how far that estimate was from the next exact read.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { processAnon, processPss, processTree } from './footprint-tree.ts';

export type SamplerRequest =
  | { type: 'watch'; name: string; pid: number }
  | { type: 'unwatch'; name: string }
  /** An exact reading now, and the peak since the last take (the next peak starts from it). */
  | { type: 'take'; id: number; name: string }
  | { type: 'stop' };

export interface TreeReading {
  /** The tree's PSS at the take, in bytes (exact). */
  last: number;
  /** The highest sample since the previous take. */
  peak: number;
  /** The most processes the tree held at one sample since the previous take. */
  processes: number;
  samples: number;
  /** The largest gap seen between the estimate and the exact PSS read right after it. */
  drift: number;
}

export type SamplerReply = { id: number; reading: TreeReading };

interface Tree extends TreeReading {
  pid: number;
  /** Per process: its exact PSS and anonymous bytes when last read. */
  exact: Map<number, { pss: number; anon: number }>;
  nextExact: number;
}

/** One sample of a tree: exact for new processes (and for all when `exactAll`), estimated otherwise. */
function sample(tree: Tree, exactAll: boolean): void {
  const members = processTree(tree.pid);
  if (members.length === 0) return;
  const began = performance.now();
  let estimate = 0;
  let exact = 0;
  for (const pid of members) {
    const anon = processAnon(pid);
    if (anon === undefined) continue;
    const known = tree.exact.get(pid);
    const guess = known ? known.pss + anon - known.anon : undefined;
    if (known && !exactAll) {
      estimate += guess as number;
      continue;
    }
    const pss = processPss(pid);
    tree.exact.set(pid, { pss, anon });
    estimate += guess ?? pss;
    exact += pss - (guess ?? pss);
  }
  for (const pid of tree.exact.keys()) if (!members.includes(pid)) tree.exact.delete(pid);
  const value = estimate + exact;
  if (exactAll) {
    tree.drift = Math.max(tree.drift, Math.abs(exact));
    tree.nextExact = performance.now() + Math.max(250, 20 * (performance.now() - began));
  }
  tree.last = value;
  tree.peak = Math.max(tree.peak, value);
  tree.processes = Math.max(tree.processes, members.length);
  tree.samples += 1;
}

const port = parentPort;
if (port) {
  const intervalMs = (workerData as { intervalMs: number }).intervalMs;
  const watched = new Map<string, Tree>();
  const pause = new Int32Array(new SharedArrayBuffer(4));
  let running = true;
  const handle = (message: SamplerRequest) => {
    if (message.type === 'watch') {
      watched.set(message.name, { pid: message.pid, exact: new Map(), nextExact: 0, last: 0, peak: 0, processes: 0, samples: 0, drift: 0 });
    } else if (message.type === 'unwatch') watched.delete(message.name);
    else if (message.type === 'stop') running = false;
    else {
      const tree = watched.get(message.name);
      if (tree) sample(tree, true);
      const { last = 0, peak = 0, processes = 0, samples = 0, drift = 0 } = tree ?? {};
      port.postMessage({ id: message.id, reading: { last, peak, processes, samples, drift } } satisfies SamplerReply);
      if (tree) Object.assign(tree, { peak: tree.last, processes: 0, samples: 0, drift: 0 });
    }
  };
  while (running) {
    for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) handle(m.message as SamplerRequest);
    for (const tree of watched.values()) sample(tree, performance.now() >= tree.nextExact);
    Atomics.wait(pause, 0, 0, intervalMs);
  }
  port.close();
}
