import { eq } from 'drizzle-orm';
import { APPLICATION_MESSAGES } from '@visadesk/contract';
import type { Tx } from '../db/client.ts';
import { demands } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * An application's demand and position (ADR 052), checked in the application's own transaction: a
 * position needs its demand; the demand must exist, and be open when the application is newly
 * linked to it (one already linked stays when the demand later closes); the position must be one of
 * the demand's. The demand's row is read `FOR SHARE`, so a save that removes the position waits.
 */
export async function assertDemandLink(tx: Tx, link: { demand: string; position: string }, before?: { demand: string; position: string }): Promise<void> {
  const refuse = (field: 'demand' | 'position', message: string) => new HttpError(400, message, { errors: { [field]: message } });
  const demandMessage = APPLICATION_MESSAGES.demandLink;
  const positionMessage = APPLICATION_MESSAGES.positionLink;
  if (!link.demand) {
    if (link.position) throw refuse('position', positionMessage);
    return;
  }
  const [row] = await tx.select({ state: demands.state, positions: demands.positions }).from(demands).where(eq(demands.id, link.demand)).for('share');
  if (!row) throw refuse('demand', demandMessage);
  const unchanged = before !== undefined && before.demand === link.demand && before.position === link.position;
  if (!unchanged && row.state !== 'open') throw refuse('demand', demandMessage);
  if (link.position && !row.positions.some((p) => p._id === link.position)) throw refuse('position', positionMessage);
}
