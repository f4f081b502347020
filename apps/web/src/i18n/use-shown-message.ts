import { useLingui } from '@lingui/react/macro';
import { inPageLanguage } from './contract-texts';

/** A field's message as the page shows it: the contract's in the page's language (i18n/spec-messages), any other as it came. */
export function useShownMessage(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (message) => (message ? inPageLanguage(i18n, message) : message);
}
