import type { ApplicantCopy } from '@visadesk/contract';

/**
 * The applications an enquiry found, kept in this tab's memory only: not in the URL, not in
 * history.state (which survives a reload), not in web storage. A reload, or leaving the applicant
 * copy, forgets them, so nothing personal stays behind on a shared computer.
 */
let held: readonly ApplicantCopy[] = [];

export function holdResults(applications: readonly ApplicantCopy[]): void {
  held = applications;
}

export function heldResults(): readonly ApplicantCopy[] {
  return held;
}

export function forgetResults(): void {
  held = [];
}
