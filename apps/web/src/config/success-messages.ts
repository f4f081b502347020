/**
 * The desk's confirmations that the spec does not word (its own are in the contract's messages).
 * Where the server answers with a message of its own, the screens show that instead.
 */
export const SUCCESS_MESSAGES = {
  staffAdded: (name: string) => `${name} was added.`,
  staffUpdated: (name: string) => `${name} was updated.`,
  staffApproved: (name: string) => `${name} was approved.`,
  staffDeleted: (name: string) => `${name} was deleted.`,
  slideAdded: (title: string) => `Slide “${title}” added.`,
  slideUpdated: (title: string) => `Slide “${title}” updated.`,
  slideDeleted: (title: string) => `Slide “${title}” deleted.`,
  documentsUploaded: (labels: string) => `Uploaded: ${labels}.`,
  documentDeleted: (label: string) => `Deleted: ${label}.`,
  extraDocumentAdded: (label: string) => `Added: ${label}.`,
  twoFactorOn: 'Two-factor authentication is on. Your other sessions were signed out.',
} as const;
