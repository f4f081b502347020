import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** Query parameters whose values are safe to log; every other value (passport, search...) is hidden. */
const LOGGABLE_QUERY_KEYS = new Set(['page', 'limit']);

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const kept = [...params.keys()].map((key) =>
    LOGGABLE_QUERY_KEYS.has(key) ? `${key}=${encodeURIComponent(params.get(key) ?? '')}` : `${key}=[redacted]`,
  );
  return `${url.slice(0, q)}?${kept.join('&')}`;
}

/** Drizzle puts the bound parameters (passwords hashes, passports) in its messages: keep them out. */
export function redactErrorMessage(message: string): string {
  return message.split(/\nparams:/)[0] ?? message;
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

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        // Plugins log headers under their own keys too (@fastify/multipart: busboyOptions.headers at trace).
        '*.headers.authorization',
        '*.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirmPassword',
        '*.token',
        '*.refreshToken',
        '*.passport',
        '*.currentPassword',
        '*.code',
        '*.secret',
        '*.otpauthUrl',
        '*.recoveryCodes',
      ],
      censor: '[redacted]',
    },
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
