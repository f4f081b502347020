import { API, verifyStatement, statementIn, type StatementClaims, type VerifyResponse } from '@visadesk/contract';
import { send } from '../../../lib/send-request';
import type { CheckProblem } from '../verify-words';
import { signatureVerifier } from './signature-verifier';
import { loadKeys } from './statement-keys';

/** What the page shows about a statement: refused and why, or genuine with its claims. */
export type Verdict = { genuine: false; problem: CheckProblem } | { genuine: true; claims: StatementClaims };

/** Whether the agency's records still match: asked online; `unknown` without the network. */
export type Currency = { state: 'unknown' } | { state: 'current' } | { state: 'notCurrent'; revokedAt?: string };

/** Checks a statement on this phone alone: the agency's keys (kept from an earlier visit when offline), its signature, its expiry. */
export async function checkOffline(text: string, now = Date.now()): Promise<Verdict> {
  const keys = await loadKeys();
  if (keys.length === 0) return { genuine: false, problem: 'noKeys' };
  const check = await verifyStatement(text, keys, Math.floor(now / 1000), await signatureVerifier(keys));
  return check.valid ? { genuine: true, claims: check.claims } : { genuine: false, problem: check.problem };
}

/** Asks the agency whether a genuine statement is still current; `unknown` when it cannot be asked. */
export async function checkCurrency(text: string): Promise<Currency> {
  try {
    const answer = await send<VerifyResponse>(API.verify, { method: 'POST', body: { statement: statementIn(text) }, timeoutMs: 15_000 }, null);
    if (!answer.valid) return { state: 'unknown' };
    return answer.current ? { state: 'current' } : { state: 'notCurrent', ...(answer.revokedAt ? { revokedAt: answer.revokedAt } : {}) };
  } catch {
    return { state: 'unknown' };
  }
}
