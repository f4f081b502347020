import { DOCUMENT_SLOT_KEYS, type ApplicantCopy } from '@visadesk/contract';
import { useCallback, useEffect, useState } from 'react';
import { findApplications } from './find-applications';
import { COPY_LIFETIME_MS, forgetResults, heldResults, holdResults, type HeldCopy, type HeldResults } from './held-results';

export type CopyView =
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'forgotten' }
  | { kind: 'held'; copy: HeldCopy; linksExpired: boolean };

/** Every signed file link of a copy: the photo and each document. */
function fileLinks(application: ApplicantCopy): string[] {
  const documents = Object.values(application.documents ?? {}).map((info) => info?.url);
  return [application.image, ...DOCUMENT_SLOT_KEYS.map((key) => application[key]), ...documents].filter(
    (url): url is string => typeof url === 'string' && url !== '',
  );
}

/** When the first of the copy's signed links stops working (their `exp`, in seconds), if any has one. */
export function linksExpireAt(applications: readonly ApplicantCopy[]): number | null {
  const ends = applications.flatMap(fileLinks).flatMap((url) => {
    const exp = Number(new URL(url, 'http://copy.invalid').searchParams.get('exp'));
    return Number.isFinite(exp) && exp > 0 ? [exp * 1000] : [];
  });
  return ends.length > 0 ? Math.min(...ends) : null;
}

function viewOf(held: HeldResults, now = Date.now()): CopyView {
  if (held.kind !== 'held') return held;
  const linksEnd = linksExpireAt(held.copy.applications);
  return { ...held, linksExpired: linksEnd !== null && linksEnd <= now };
}

/** Whichever comes first: the copy's end, or (while they work) its links'. */
function nextChange(view: Extract<CopyView, { kind: 'held' }>): number {
  const copyEnds = view.copy.savedAt + COPY_LIFETIME_MS;
  const linksEnd = view.linksExpired ? null : linksExpireAt(view.copy.applications);
  return Math.min(copyEnds, linksEnd ?? copyEnds);
}

/**
 * The applicant copy this tab holds, kept up to date with the clock: it expires after
 * COPY_LIFETIME_MS, and says when its file links have. Forget removes it; refreshLinks asks the
 * server again with what was typed and keeps the copy's original expiry.
 */
export function useHeldCopy() {
  const [view, setView] = useState<CopyView>(() => viewOf(heldResults()));

  useEffect(() => {
    if (view.kind !== 'held') return;
    const timer = setTimeout(() => setView(viewOf(heldResults())), Math.max(0, nextChange(view) - Date.now()));
    return () => clearTimeout(timer);
  }, [view]);

  // A timer does not run while the page sleeps (a closed laptop, the back/forward cache, a
  // background tab): whenever the page is seen again, the copy is read afresh, expiry included.
  useEffect(() => {
    const reread = () => {
      if (document.visibilityState === 'visible') setView((shown) => (shown.kind === 'held' ? viewOf(heldResults()) : shown));
    };
    const events = ['pageshow', 'focus'] as const;
    for (const event of events) window.addEventListener(event, reread);
    document.addEventListener('visibilitychange', reread);
    return () => {
      for (const event of events) window.removeEventListener(event, reread);
      document.removeEventListener('visibilitychange', reread);
    };
  }, []);

  const forget = useCallback(() => {
    forgetResults();
    setView({ kind: 'forgotten' });
  }, []);

  const refreshLinks = useCallback(async () => {
    // Read again: an expired copy asks nothing of the server.
    const held = viewOf(heldResults());
    if (held.kind !== 'held') {
      setView(held);
      return;
    }
    const { enquiry, savedAt } = held.copy;
    const applications = await findApplications(enquiry);
    if (applications.length === 0) throw new Error('The enquiry no longer finds this application.');
    holdResults(enquiry, applications, savedAt);
    setView(viewOf(heldResults()));
  }, []);

  return { view, forget, refreshLinks };
}
