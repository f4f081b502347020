import { useLingui } from '@lingui/react';
import { useParams } from 'react-router';
import { Island } from '../../../components/ui/island';
import { UploadPage } from '../components/upload-page';
import { uploadRules } from '../upload-rules';
import { uploadWords } from '../upload-words';

/**
 * `/upload/<token>` (`/hi/upload/<token>`): prerendered once per language with the token's slot in
 * place of the token (UPLOAD_PAGE_SHELLS), which the server fills; the page is one island, its words
 * in the page's language as props.
 */
export function UploadRoute() {
  const { i18n } = useLingui();
  const { token = '' } = useParams();
  return <Island name="upload-page" component={UploadPage} props={{ words: uploadWords(i18n), rules: uploadRules(), token }} />;
}
