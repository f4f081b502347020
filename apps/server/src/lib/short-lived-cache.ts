/**
 * Answers remembered for at most `ttlMs` from the moment their lookup began, so an answer is never
 * older than that, whichever instance changed the truth behind it. Lookups of one key in flight at
 * once share one promise. `clear()` forgets everything at once, lookups in flight included: what
 * this instance changes, it sees on its next request.
 */
export class ShortLivedCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(ttlMs: number, maxEntries = 10_000, now: () => number = () => performance.now()) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const at = this.now();
    const entry = this.entries.get(key);
    if (entry && at - entry.at < this.ttlMs) return entry.value;
    if (this.ttlMs <= 0) return load();
    if (!entry && this.entries.size >= this.maxEntries) this.sweep(at);
    const value = load();
    const fresh = { at, value };
    this.entries.set(key, fresh);
    // A failed lookup is not remembered; the next request tries again.
    value.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  private sweep(at: number): void {
    for (const [key, entry] of this.entries) if (at - entry.at >= this.ttlMs) this.entries.delete(key);
    // Still full of fresh answers (more sessions active within one TTL than it holds): start over.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}
