import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import {
  encodeStatement,
  verifyStatement,
  type SignatureVerifier,
  type StatementClaims,
  type StatementKey,
  type StatementKeySet,
  type VerifyResponse,
} from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { copyClaims, decisionDay, type CopyFacts } from './copy-claims.ts';
import type { SigningKeys } from './signing-keys.ts';
import { decisionOf, deletionOf, statusChangesAfter } from './statement-standing.ts';

/** Whether a genuine statement still says what its application says now, and since when not. */
type Standing = { current: true } | { current: false; revokedAt?: Date };

/**
 * The applicant copies' signed statements (ADR 053): signed with the agency's Ed25519 key, checked
 * against it and the retired keys, and looked up to say whether they are still current. Statements
 * hold names: nothing here logs them.
 */
export class StatementsService {
  private readonly db: Database;
  private readonly keys: SigningKeys;
  private readonly published: StatementKey[];
  private readonly verifier: SignatureVerifier;
  private readonly dayFormat: Intl.DateTimeFormat;

  /** `timeZone`: the consultancy's, in which the decision's day is read (as the applications service reads its dates). */
  constructor(db: Database, keys: SigningKeys, timeZone: string) {
    this.db = db;
    this.keys = keys;
    this.published = [keys.current, ...keys.retired];
    const publicKeys = new Map<string, KeyObject>(this.published.map((key) => [key.kid, createPublicKey({ key: { kty: key.kty, crv: key.crv, x: key.x }, format: 'jwk' })]));
    // node's own Ed25519 on keys imported once; verifyStatement finds the key by its id first.
    this.verifier = async (key, signature, data) => {
      const publicKey = publicKeys.get(key.kid);
      return publicKey !== undefined && verify(null, data, publicKey, signature);
    };
    this.dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  }

  /** `/.well-known/visadesk-keys.json`: the key signing now, then the retired ones still trusted. */
  keySet(): StatementKeySet {
    return { keys: this.published };
  }

  private readonly day = (at: Date) => this.dayFormat.format(at);

  /** The claims of a copy's statement, issued now. */
  claimsOf(facts: CopyFacts, now = Date.now()): StatementClaims {
    return copyClaims(facts, this.day, now);
  }

  /** The copy's statement: its claims signed with the current key. */
  prove(facts: CopyFacts): string {
    return encodeStatement(this.claimsOf(facts), this.keys.current.kid, (data) => sign(null, data, this.keys.privateKey));
  }

  /**
   * `POST /api/verify`: genuine (a published key signed it, it has not expired) and, when it is,
   * whether its application still has the decision it states. The decision and stage answered are
   * always the statement's own, never what the application says now.
   */
  async check(text: string): Promise<VerifyResponse> {
    const checked = await verifyStatement(text, this.published, Math.floor(Date.now() / 1000), this.verifier);
    if (!checked.valid) return { valid: false, current: false, status: '', stage: '', problem: checked.problem };
    const { claims } = checked;
    const standing = await this.standingOf(claims);
    const revokedAt = standing.current ? undefined : standing.revokedAt;
    return { valid: true, current: standing.current, status: claims.s, stage: claims.g, ...(revokedAt ? { revokedAt: revokedAt.toISOString() } : {}) };
  }

  private async standingOf(claims: StatementClaims): Promise<Standing> {
    const now = await decisionOf(this.db, claims.sub);
    if (!now) {
      const deletedAt = await deletionOf(this.db, claims.sub);
      return deletedAt ? { current: false, revokedAt: deletedAt } : { current: false };
    }
    if (now.isStatus === claims.s && decisionDay(now.statusAt, now.createdAt, this.day) === claims.d) return { current: true };
    // The first change after it was issued that did not leave the same decision on the same day ended it.
    const changes = await statusChangesAfter(this.db, claims.sub, new Date(claims.iat * 1000));
    const ending = changes.find(({ status, at }) => status !== claims.s || this.day(at) !== claims.d);
    return ending ? { current: false, revokedAt: ending.at } : { current: false };
  }
}
