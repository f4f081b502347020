import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { APPLICATION_MESSAGES } from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { HttpError } from '../http/http-error.ts';

/** Exports one staff member may have under way at once, whichever instance writes them (ADR 042). */
export const EXPORTS_PER_STAFF = 2;

/**
 * The advisory-lock class of each export slot (the two-number form, apart from every single-number
 * lock the server takes): slot n of a staff member is (EXPORT_SLOT_CLASSES[n], their key).
 */
export const EXPORT_SLOT_CLASSES = [7_301_960, 7_301_961] as const;

/** A staff member's key in an export slot: 32 bits of their id's sha256, the same in every instance. */
export function exportSlotKey(staffId: string): number {
  return createHash('sha256').update(staffId).digest().readInt32BE(0);
}

/** An export's reads: one transaction, one snapshot, its slot held until `release`. */
export interface ExportSnapshot {
  /** Runs `reads` in the snapshot; refused once released. */
  read<T>(reads: (tx: Tx) => Promise<T>): Promise<T>;
  /** Ends the transaction (and frees the slot) once a read under way is done; idempotent. */
  release(): void;
}

/**
 * Opens the transaction an export reads in (ADR 042): REPEATABLE READ READ ONLY, so every batch
 * reads the database as it was at the export's first query, and a row changed while the file is
 * written neither appears twice nor vanishes. It first takes one of the staff member's
 * EXPORTS_PER_STAFF slots, a transaction-level advisory lock: it holds across instances on one
 * PostgreSQL, and it goes with the transaction however that ends (the export finished, the client
 * gone, the instance stopped). With both slots taken, 429 and the message to wait.
 */
export async function openExportSnapshot(db: Database, staffId: string): Promise<ExportSnapshot> {
  let end!: () => void;
  const finished = new Promise<void>((resolve) => {
    end = resolve;
  });
  const opened = new Promise<Tx>((resolve, reject) => {
    db.transaction(async (tx) => {
      if (!(await takeSlot(tx, staffId))) throw new HttpError(429, APPLICATION_MESSAGES.exportsBusy);
      resolve(tx);
      await finished;
    }, { isolationLevel: 'repeatable read', accessMode: 'read only' })
      // Once the export has begun, its reads report their own failures; a failed commit of a
      // read-only transaction loses nothing.
      .catch(reject);
  });
  const tx = await opened;
  let reading: Promise<unknown> = Promise.resolve();
  let released = false;
  return {
    read(reads) {
      if (released) return Promise.reject(new Error('the export has ended'));
      const done = reads(tx);
      reading = done.catch(() => undefined);
      return done;
    },
    release() {
      if (released) return;
      released = true;
      // The commit waits for the read under way: none of its queries may land outside the transaction.
      void reading.then(end);
    },
  };
}

async function takeSlot(tx: Tx, staffId: string): Promise<boolean> {
  const key = exportSlotKey(staffId);
  for (const slot of EXPORT_SLOT_CLASSES) {
    const taken = await tx.execute<{ taken: boolean }>(sql`select pg_try_advisory_xact_lock(${slot}::int, ${key}::int) as taken`);
    if ((taken as unknown as { rows: { taken: boolean }[] }).rows[0]?.taken) return true;
  }
  return false;
}

/** The snapshot ends when the file does: written whole, failed, or dropped by a client that left. */
export function releasedWith<T extends Readable>(file: T, snapshot: ExportSnapshot): T {
  file.once('close', snapshot.release);
  return file;
}
