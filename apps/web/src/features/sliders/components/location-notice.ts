/** What a slide screen passes to the list after a change, to confirm it there. */
export interface SliderNoticeState {
  notice: string;
}

/** Location state comes from history, so it is read defensively. */
export function readNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { notice } = state as Record<string, unknown>;
  return typeof notice === 'string' ? notice : null;
}
