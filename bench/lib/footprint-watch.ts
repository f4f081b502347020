// The benchmark's side of the memory sampler (footprint-sampler.ts, a worker thread).
import { Worker } from 'node:worker_threads';
import type { SamplerReply, SamplerRequest, TreeReading } from './footprint-sampler.ts';

export type { TreeReading };

export class TreeWatch {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve(reading: TreeReading): void; reject(error: Error): void }>();
  #next = 1;

  constructor(intervalMs: number) {
    this.#worker = new Worker(new URL('./footprint-sampler.ts', import.meta.url), { workerData: { intervalMs } });
    this.#worker.on('message', (reply: SamplerReply) => {
      this.#waiting.get(reply.id)?.resolve(reply.reading);
      this.#waiting.delete(reply.id);
    });
    this.#worker.on('error', (error) => {
      for (const w of this.#waiting.values()) w.reject(error);
      this.#waiting.clear();
    });
  }

  #send(message: SamplerRequest) {
    this.#worker.postMessage(message);
  }

  /** Samples the tree under `pid` from now on, as `name` (replacing what was watched under it). */
  watch(name: string, pid: number): void {
    this.#send({ type: 'watch', name, pid });
  }

  unwatch(name: string): void {
    this.#send({ type: 'unwatch', name });
  }

  /** The latest sample and the peak since the previous take; the next peak starts from now. */
  take(name: string): Promise<TreeReading> {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#send({ type: 'take', id, name });
    });
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.#worker.once('exit', resolve));
    this.#send({ type: 'stop' });
    await Promise.race([exited, new Promise((r) => setTimeout(r, 2_000))]);
    await this.#worker.terminate();
  }
}
