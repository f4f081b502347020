/** Drawn at a fixed size, so swapping play for pause never moves anything on the page. */
export function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="play-pause-icon">
      {playing ? <path d="M3 2h3.5v12H3zM9.5 2H13v12H9.5z" fill="currentColor" /> : <path d="M4 2l10 6-10 6z" fill="currentColor" />}
    </svg>
  );
}
