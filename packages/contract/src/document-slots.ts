export const DOCUMENT_SLOT_KEYS = [
  'file1', 'file2', 'file3', 'file4', 'file5', 'file6',
  'file7', 'file8', 'file9', 'file10', 'file11', 'file12',
] as const;
export type DocumentSlotKey = (typeof DOCUMENT_SLOT_KEYS)[number];

export interface DocumentSlot {
  key: DocumentSlotKey;
  label: string;
  printLabel: string;
}

/** The original system's twelve document slots with their labels. */
export const DOCUMENT_SLOTS: readonly DocumentSlot[] = DOCUMENT_SLOT_KEYS.map((key, index) => {
  const n = index + 1;
  if (n <= 4) return { key, label: `Job Letter ${n}`, printLabel: `Job Letter ${n}` };
  if (n <= 8) return { key, label: `Lmias ${n - 4}`, printLabel: `Lmia ${n - 4}` };
  const fixed = ['Visa', 'Visa Form', 'Work Permit', 'Air Tickets'][n - 9] as string;
  return { key, label: fixed, printLabel: fixed };
});

