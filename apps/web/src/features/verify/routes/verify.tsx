import { useLingui } from '@lingui/react';
import { Island } from '../../../components/ui/island';
import { VerifyPage } from '../components/verify-page';
import { verifyWords } from '../verify-words';

/** `/verify` (`/hi/verify`…): prerendered once per language, the page one island with its words as props. */
export function VerifyRoute() {
  const { i18n } = useLingui();
  return <Island name="verify-page" component={VerifyPage} props={{ words: verifyWords(i18n) }} />;
}
