import type { ApplicantCopy } from '@visadesk/contract';
import type { EnquiryInput } from './find-applications';

/** How long this tab keeps an applicant copy (ADR 006). */
export const COPY_LIFETIME_MS = 30 * 60 * 1000;

const STORAGE_KEY = 'visadesk.applicant-copy';

/** What the enquiry found, when, and what was typed to find it (to refresh expired file links). */
export interface HeldCopy {
  savedAt: number;
  enquiry: EnquiryInput;
  applications: readonly ApplicantCopy[];
}

export type HeldResults = { kind: 'none' } | { kind: 'expired' } | { kind: 'held'; copy: HeldCopy };

/** Where session storage is refused (a full or disabled store), the copy lives in memory only. */
let inMemory: string | null = null;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function write(value: string | null): void {
  inMemory = value;
  try {
    if (value === null) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, value);
  } catch {
    // Kept in memory only: the copy survives leaving the page, not a reload.
  }
}

function read(): string | null {
  try {
    return storage()?.getItem(STORAGE_KEY) ?? inMemory;
  } catch {
    return inMemory;
  }
}

function isHeldCopy(value: unknown): value is HeldCopy {
  if (typeof value !== 'object' || value === null) return false;
  const { savedAt, enquiry, applications } = value as Record<string, unknown>;
  return typeof savedAt === 'number' && typeof enquiry === 'object' && enquiry !== null && Array.isArray(applications);
}

/**
 * The applications an enquiry found, kept in this tab's session storage: a reload, Back or a
 * restored tab shows them again, closing the tab forgets them, and after COPY_LIFETIME_MS they are
 * gone (ADR 006). Never in localStorage, the URL or history state.
 */
export function holdResults(enquiry: EnquiryInput, applications: readonly ApplicantCopy[], savedAt = Date.now()): void {
  write(JSON.stringify({ savedAt, enquiry, applications } satisfies HeldCopy));
}

/** The held copy, or why there is none; an expired copy is removed as it is found. */
export function heldResults(now = Date.now()): HeldResults {
  let copy: unknown;
  try {
    copy = JSON.parse(read() ?? 'null');
  } catch {
    copy = null;
  }
  if (!isHeldCopy(copy)) {
    if (copy !== null) write(null);
    return { kind: 'none' };
  }
  if (now - copy.savedAt >= COPY_LIFETIME_MS || now < copy.savedAt) {
    write(null);
    return { kind: 'expired' };
  }
  return { kind: 'held', copy };
}

export function forgetResults(): void {
  write(null);
}
