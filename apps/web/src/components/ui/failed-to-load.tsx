import { Trans, useLingui } from '@lingui/react/macro';
import { inPageLanguage } from '../../i18n/contract-texts';
import { Alert } from './alert';

interface FailedToLoadProps {
  /** What went wrong, in the contract's English: shown in the page's language. */
  message: string;
  onRetry: () => void;
}

/** What a screen says when the data it shows could not be read: why, and a way to ask again. */
export function FailedToLoad({ message, onRetry }: FailedToLoadProps) {
  const { i18n } = useLingui();
  return (
    <Alert tone="error">
      {inPageLanguage(i18n, message)}{' '}
      <button type="button" className="btn btn-link alert-link p-0 align-baseline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </Alert>
  );
}
