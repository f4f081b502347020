/** What a receipt's signed link is signed over: its kind and the payment's id, never a file's id (ADR 051). */
export const receiptSubject = (entryId: string): string => `receipt:${entryId}`;
