/** What a screen passes to the list it returns to after a change, to confirm the change there. */
export interface NoticeState {
  notice: string;
}

/** Location state comes from history, so it is read defensively. */
export function readNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { notice } = state as Record<string, unknown>;
  return typeof notice === 'string' ? notice : null;
}
