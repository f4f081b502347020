import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { APPLICATION_MESSAGES as M, type ApplicationStatus, type BulkStatusResponse } from '@visadesk/contract';
import type { Tx } from '../db/client.ts';
import { applications, applicationStats } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { assertApprovable, type Actor, type ApplicationsContext } from './application-context.ts';
import { addresseeOf, requireRow } from './application-row.ts';
import { record } from './application-history.ts';

/** Moves a status counter (the list's total and the dashboard read them instead of counting rows). */
export async function bumpStats(tx: Tx, status: ApplicationStatus, delta: number) {
  await tx
    .update(applicationStats)
    .set({ count: sql`${applicationStats.count} + ${delta}` })
    .where(eq(applicationStats.status, status));
}

/**
 * Pending and approve record today's date (VISA COLLECT / APPROVE DATE); rejecting clears approve.
 * The reason ('' for none) becomes the application's `statusReason` and is kept in the history.
 */
export async function setStatus(ctx: ApplicationsContext, id: string, status: ApplicationStatus, actor: Actor, reason = ''): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await requireRow(tx, id);
    if (status === 'approved') assertApprovable(row, M.approvalNeeds);
    const today = ctx.today();
    const dates =
      status === 'approved' ? { approve: today } : status === 'pending' ? { pending: today } : { approve: '' };
    await tx.update(applications).set({ isStatus: status, statusReason: reason, ...dates, updatedAt: new Date() }).where(eq(applications.id, id));
    if (row.isStatus !== status) {
      // Counters are locked in one fixed order (by status name): two opposite changes at once
      // would otherwise each hold one counter and wait for the other (a deadlock on PostgreSQL).
      const changes: [ApplicationStatus, number][] = [[row.isStatus, -1], [status, 1]];
      changes.sort(([a], [b]) => a.localeCompare(b));
      for (const [counter, delta] of changes) await bumpStats(tx, counter, delta);
    }
    await record(tx, id, actor, 'status', `Status set to ${status}`, reason);
    // The same status with the same reason again tells the applicant nothing new.
    if (row.isStatus !== status || row.statusReason !== reason) {
      await ctx.mail.queue(tx, addresseeOf(row), { kind: 'status', status, reason });
    }
  });
}

/** What the log may say of a failure: its kind and database code, never its words (they may quote an applicant's values). */
const kindOf = (error: unknown) => {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return { name: String(name ?? typeof error), code: String(code ?? cause ?? '') };
};

/** A bulk change as the route read it: the ids without repeats, the status and its reason ('' for none). */
export interface BulkStatusChange {
  ids: string[];
  status: ApplicationStatus;
  reason: string;
}

/**
 * One status for several applications, each changed on its own as if set one by one: its
 * own transaction, history entry and message to the applicant. One that fails is named with why and
 * the others still change.
 */
export async function setStatusOfMany(
  ctx: ApplicationsContext,
  request: BulkStatusChange,
  actor: Actor,
  log: FastifyBaseLogger,
): Promise<BulkStatusResponse> {
  const { ids, status, reason } = request;
  const answer: BulkStatusResponse = { status, changed: [], failed: [] };
  for (const id of ids) {
    try {
      await setStatus(ctx, id, status, actor, reason);
      answer.changed.push(id);
    } catch (error) {
      const gone = error instanceof HttpError && error.statusCode === 404;
      // A refusal (approval without the fields it needs) is named with its own words.
      const refused = error instanceof HttpError && error.statusCode === 409;
      if (!gone && !refused) log.error({ applicationId: id, error: kindOf(error) }, 'a status change of a bulk change failed');
      answer.failed.push({ _id: id, message: gone ? M.bulkNotChanged : refused ? error.message : M.bulkFailed });
    }
  }
  return answer;
}
