/**
 * The database's tables, one part per domain, in this shared folder because tables reference one
 * another across domains and the migrations (drizzle/) are generated from them all (ADR 046).
 */
/** Staff accounts, their second factors, sessions and the rate-limit counters. */
export * from './schema-staff.ts';
/** Stored files and, for the `database` storage driver, their bytes. */
export * from './schema-files.ts';
export * from './schema-applications.ts';
export * from './schema-site.ts';
export * from './schema-mail.ts';
export * from './schema-requests.ts';
export * from './schema-ledger.ts';
export * from './schema-demands.ts';
