import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Stored files: photos (original, display and thumbnail variants), documents and slide images. */
export const files = pgTable('files', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  originalName: text('original_name').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** File bytes, for the `database` storage driver (several instances sharing PostgreSQL). */
export const fileBlobs = pgTable('file_blobs', {
  key: text('key').primaryKey(),
  data: bytea('data').notNull(),
  /** When these bytes were written: a restore writes them under old keys, before their rows. */
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each finished `npm run storage:move` (ADR 054): the files are all in `target`, checked. A server
 * started on another store is refused, since it would find none of them.
 */
export const storageMoves = pgTable('storage_moves', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  source: text('source').notNull(),
  target: text('target').notNull(),
  /** Where an `s3` target is: its bucket and endpoint ('' for the others), so a store aimed elsewhere is refused too. */
  targetLocation: text('target_location').notNull().default(''),
  files: integer('files').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
