export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the navigation; hidden until focused. */
export function SkipLink() {
  return (
    <a className="visually-hidden-focusable skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
