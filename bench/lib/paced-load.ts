// An open-loop load at a fixed rate: request i leaves at start + i / rate, whatever happened to
// the ones before it (a request finding every connection busy waits for one, and that wait
// counts), so a stall shows in every request it delayed instead of hiding behind a client that
// waited. Latency counts from the moment the request was handed to the HTTP client; how late the
// generator itself handed it over (its timers fire on a 1 ms grain) is reported apart.
//
// autocannon's `overallRate` is not this: each connection sends its share of a second's requests
// back to back as soon as the second starts, then idles, so 500 requests/s over 50 connections
// arrive as one burst a second, and its coordinated-omission correction (an expected interval of
// ceil(1 / per-connection rate) = 1 ms) then adds synthetic samples below every slow answer.
import http from 'node:http';

export interface PacedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedOptions {
  url: string;
  /** Requests per second, evenly spaced. */
  rate: number;
  seconds: number;
  /** Keep-alive connections at most; a request finding all busy waits, and that wait counts. */
  connections: number;
  request: () => PacedRequest;
}

export interface PacedResult {
  sent: number;
  /** Answers other than 2xx, and requests that failed or timed out. */
  non2xx: number;
  errors: number;
  /** Milliseconds from each request's sending to the end of its answer. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Requests that left later than due by more than 1 ms (the generator itself falling behind). */
  lateSends: number;
  /** The 99th percentile of how late requests left, ms. */
  lateP99: number;
}

const TIMEOUT_MS = 10_000;

function send(agent: http.Agent, base: URL, { method, path, headers, body }: PacedRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({ agent, host: base.hostname, port: base.port, method, path, headers, timeout: TIMEOUT_MS }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Sends `rate` requests a second for `seconds`, evenly spaced, and waits for every answer. */
export async function pacedLoad({ url, rate, seconds, connections, request }: PacedOptions): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const base = new URL(url);
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const lateness: number[] = [];
  const pending: Promise<void>[] = [];
  let non2xx = 0;
  let errors = 0;
  let lateSends = 0;
  const start = performance.now();
  let next = 0;
  try {
    while (next < total) {
      const now = performance.now();
      while (next < total && start + (next * 1000) / rate <= now) {
        const due = start + (next * 1000) / rate;
        next += 1;
        const sent = performance.now();
        lateness.push(sent - due);
        if (sent - due > 1) lateSends += 1;
        pending.push(send(agent, base, request()).then(
          (status) => {
            if (status < 200 || status > 299) non2xx += 1;
            latencies.push(performance.now() - sent);
          },
          () => {
            errors += 1;
          },
        ));
      }
      const wait = start + (next * 1000) / rate - performance.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(wait, 1))));
    }
    await Promise.all(pending);
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  lateness.sort((a, b) => a - b);
  return {
    sent: total, non2xx: non2xx + errors, errors, lateSends, lateP99: percentile(lateness, 99),
    p50: percentile(latencies, 50), p90: percentile(latencies, 90), p99: percentile(latencies, 99), max: latencies.at(-1) ?? Number.NaN,
  };
}
