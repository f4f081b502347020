import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DemandState } from '@visadesk/contract';

/** A demand's state in the desk's words. */
export const STATE_WORDS: Readonly<Record<DemandState, MessageDescriptor>> = {
  draft: msg({ message: 'Draft', comment: 'A demand letter being prepared: not published.' }),
  open: msg({ message: 'Open', comment: 'A demand letter the agency recruits for: published until it closes.' }),
  filled: msg({ message: 'Filled', comment: 'A demand letter whose positions are all filled.' }),
  closed: msg({ message: 'Closed', comment: 'A demand letter no longer recruited for.' }),
};

/** Bootstrap's badge for each state. */
export const STATE_BADGES: Readonly<Record<DemandState, string>> = {
  draft: 'text-bg-secondary',
  open: 'text-bg-success',
  filled: 'text-bg-primary',
  closed: 'text-bg-dark',
};

/** Food, accommodation and ticket as the form keeps them: `yes`, `no`, or the agency's own words. */
export const TERMS_WORDS: Readonly<Record<'yes' | 'no', MessageDescriptor>> = {
  yes: msg({ message: 'Yes', comment: 'The employer provides it (food, accommodation or ticket).' }),
  no: msg({ message: 'No', comment: 'The employer does not provide it (food, accommodation or ticket).' }),
};
