/** A failure the client should see as `{message, errors?}` with this status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  /** More of the answer beside `message` and `errors` (an amount above the legal cap names the cap and the excess). */
  readonly body: Record<string, unknown> | undefined;

  constructor(
    statusCode: number,
    message: string,
    options: { errors?: Record<string, string>; headers?: Record<string, string>; body?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = options.errors;
    this.headers = options.headers;
    this.body = options.body;
  }
}

/** PostgreSQL unique_violation, whichever driver raised it (drizzle wraps the driver error). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
