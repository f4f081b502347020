import { createHash } from 'node:crypto';

export interface Answer<T> {
  status: number;
  body: T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One JSON call to a server (or the proxy): its status and its parsed answer, null when empty. */
export async function call<T = { message?: string }>(base: string, method: string, url: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, { method, headers, body: options.body === undefined ? null : JSON.stringify(options.body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export interface Session {
  token: string;
  refreshToken: string;
}

export const signIn = (base: string, email: string, password: string) =>
  call<Session & { message?: string }>(base, 'POST', '/api/users/login', { body: { email, password } });

/** The signed-in caller as the server sees them: 200 with the account, or 401. */
export const me = (base: string, token: string) => call<{ email?: string; message?: string }>(base, 'GET', '/api/users/me', { token });

/**
 * Asks `probe` until it answers `expected` or `ms` have passed, at least once however slow the
 * machine; its last answer. An instance that kept sessions in memory for a moment would pass only
 * if it forgot them within `ms`.
 */
export async function answerWithin<T>(ms: number, expected: number, probe: () => Promise<Answer<T>>): Promise<Answer<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await probe();
    if (answer.status === expected || Date.now() >= deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A file's bytes through a signed link, and their sha256 (compared, not printed). */
export async function download(base: string, link: string): Promise<{ status: number; sha256: string }> {
  const res = await fetch(`${base}${link}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, sha256: sha256(bytes) };
}
