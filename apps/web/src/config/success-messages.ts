import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The desk's confirmations that the spec does not word (its own are in the contract's messages),
 * as messages of the catalogues: a screen shows one with `i18n._(…)`. Where the server answers
 * with a message of its own, the screens show that instead.
 */
export const SUCCESS_MESSAGES = {
  staffAdded: (name: string): MessageDescriptor => msg`${name} was added.`,
  staffUpdated: (name: string): MessageDescriptor => msg`${name} was updated.`,
  staffApproved: (name: string): MessageDescriptor => msg`${name} was approved.`,
  staffDeleted: (name: string): MessageDescriptor => msg`${name} was deleted.`,
  invitationResent: (name: string): MessageDescriptor => msg`The invitation was sent again to ${name}.`,
  twoFactorReset: (name: string): MessageDescriptor => msg`Two-factor authentication is off for ${name}.`,
  slideAdded: (title: string): MessageDescriptor => msg`Slide “${title}” added.`,
  slideUpdated: (title: string): MessageDescriptor => msg`Slide “${title}” updated.`,
  slideDeleted: (title: string): MessageDescriptor => msg`Slide “${title}” deleted.`,
  documentsUploaded: (labels: string): MessageDescriptor => msg`Uploaded: ${labels}.`,
  documentDeleted: (label: string): MessageDescriptor => msg`Deleted: ${label}.`,
  extraDocumentAdded: (label: string): MessageDescriptor => msg`Added: ${label}.`,
  twoFactorOn: msg`Two-factor authentication is on. Your other sessions were signed out.`,
} as const;
