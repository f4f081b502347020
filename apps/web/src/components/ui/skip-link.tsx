import { Trans } from '@lingui/react/macro';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the navigation; hidden until focused. */
export function SkipLink() {
  return (
    <a className="visually-hidden-focusable skip-link" href={`#${MAIN_CONTENT_ID}`}>
      <Trans>Skip to main content</Trans>
    </a>
  );
}
