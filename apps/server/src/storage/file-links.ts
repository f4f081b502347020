import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed URLs are rounded up to the hour so a list shows the same URL while it is on screen. */
export const URL_GRANULARITY_SECONDS = 3600;

/**
 * The signed, expiring links that open stored files (`/api/files/:id?exp=…&sig=…`): an HMAC under
 * the server's secret of the file id and the expiry, and for a staff link the session that asked
 * for it too. Apart from the files service so its mutation tests need no database (ADR 045).
 */
export class FileLinks {
  private readonly secret: string;

  constructor(secret: string) {
    this.secret = secret;
  }

  /** A staff link's signature covers the session too: `id.exp.sid`, never confused with `id.exp`. */
  private signature(id: string, exp: number, sessionId: string | undefined): string {
    const signed = sessionId ? `${id}.${exp}.${sessionId}` : `${id}.${exp}`;
    return createHmac('sha256', this.secret).update(signed).digest('base64url');
  }

  /**
   * A link that opens the file until `ttlSeconds` from now (rounded up to the hour). With a session
   * id it is a staff link, which stops working when that session ends (the file route checks).
   */
  signedUrl(id: string | null | undefined, ttlSeconds: number, sessionId?: string): string {
    if (!id) return '';
    const exp = Math.ceil((Date.now() / 1000 + ttlSeconds) / URL_GRANULARITY_SECONDS) * URL_GRANULARITY_SECONDS;
    const session = sessionId ? `&sid=${sessionId}` : '';
    return `/api/files/${id}?exp=${exp}${session}&sig=${this.signature(id, exp, sessionId)}`;
  }

  /**
   * A link to a page that is not a stored file (a payment's receipt, ADR 051): `path?exp=…&sig=…`,
   * signed over `subject`, which names its kind (`receipt:<id>`) and so is never a file's id.
   */
  signedPageUrl(path: string, subject: string, ttlSeconds: number): string {
    const exp = Math.ceil((Date.now() / 1000 + ttlSeconds) / URL_GRANULARITY_SECONDS) * URL_GRANULARITY_SECONDS;
    return `${path}?exp=${exp}&sig=${this.signature(subject, exp, undefined)}`;
  }

  /** True when the signature matches and the expiry has not passed; the session is checked apart. */
  verify(id: string, exp: number, sig: string, sessionId?: string): boolean {
    if (!Number.isInteger(exp) || exp * 1000 < Date.now()) return false;
    const expected = Buffer.from(this.signature(id, exp, sessionId));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
