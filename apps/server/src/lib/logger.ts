import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** Query parameters whose values are safe to log; every other value (passport, search...) is hidden. */
const LOGGABLE_QUERY_KEYS = new Set(['page', 'limit']);

/**
 * The upload page's address carries the link's token (ADR 050): `/upload/<token>`, `/hi/upload/<token>`.
 * Everything after `upload/` goes, whatever it holds (an escaped `/` or `?` decodes into the token).
 */
const TOKEN_IN_PATH = /^((?:\/+[a-z]{2})?\/+upload\/+).+/i;

/** A path as the router matches it, its ASCII percent-escapes decoded: `/%75pload/` is `/upload/`. */
const asRouted = (path: string) => path.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const routed = asRouted(path);
  const shown = TOKEN_IN_PATH.test(routed) ? routed.replace(TOKEN_IN_PATH, '$1[redacted]') : path;
  if (q === -1) return shown;
  const params = new URLSearchParams(url.slice(q + 1));
  const kept = [...params.keys()].map((key) =>
    LOGGABLE_QUERY_KEYS.has(key) ? `${key}=${encodeURIComponent(params.get(key) ?? '')}` : `${key}=[redacted]`,
  );
  return `${shown}?${kept.join('&')}`;
}

/** Drizzle puts the bound parameters (passwords hashes, passports) in its messages: keep them out. */
export function redactErrorMessage(message: string): string {
  return message.split(/\n\s*params:/)[0] ?? message;
}

interface LoggableError {
  name?: string;
  message?: string;
  code?: string;
  statusCode?: number;
  stack?: string;
  cause?: unknown;
}

function serializeError(err: LoggableError) {
  const cause = err.cause as LoggableError | undefined;
  return {
    type: err.name ?? 'Error',
    message: redactErrorMessage(String(err.message ?? '')),
    code: err.code ?? cause?.code,
    statusCode: err.statusCode,
    cause: cause?.message ? redactErrorMessage(String(cause.message)) : undefined,
    stack: err.stack ? redactErrorMessage(err.stack) : '',
  };
}

/** Keys whose values never reach the log, at any depth a logged object is searched to. */
const SECRET_KEYS = new Set([
  'authorization', 'cookie', 'set-cookie', 'password', 'confirmPassword', 'currentPassword', 'token', 'refreshToken',
  'passport', 'code', 'secret', 'otpauthUrl', 'recoveryCodes',
]);
/** The merging object, the objects in it, theirs, and theirs (multipart: busboyOptions.headers.cookie). */
const CENSOR_DEPTH = 3;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Copies of the plain objects in a log entry with every secret key's value replaced, down to
 * CENSOR_DEPTH; the entry itself when there is nothing to hide (no copy at all). Requests, replies
 * and errors are left to their serializers, which write only safe fields. Replaces pino's
 * `redact`, whose wildcard paths re-parsed and cloned on every line: 10% of the server's CPU
 * under load (ADR 014).
 */
export function censorSecrets<T>(value: T, depth = 0): T {
  if (depth > CENSOR_DEPTH || !isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const inner = value[key];
    const censored = SECRET_KEYS.has(key) && inner !== undefined ? '[redacted]' : censorSecrets(inner, depth + 1);
    if (censored !== inner) {
      copy ??= { ...value };
      copy[key] = censored;
    }
  }
  return (copy ?? value) as T;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    formatters: { log: (entry: Record<string, unknown>) => censorSecrets(entry) },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
      err: serializeError,
    },
  };
}

/**
 * One line a request, when its answer has gone, carrying the request too: Fastify's default is two
 * lines (on arrival and on answer), twice the serialising and redaction for what one line says.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}
