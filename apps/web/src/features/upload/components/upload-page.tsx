import { useEffect } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { markAppReady } from '../../../lib/app-ready';
import { PAGE_MESSAGE_IDS as ID } from '../api/page-message-ids';
import { itemKey, useSending } from '../hooks/use-sending';
import { useUploadRequest } from '../hooks/use-upload-request';
import type { UploadRules } from '../upload-rules';
import type { UploadWords } from '../upload-words';
import { DocumentCard } from './document-card';
import { RequestSummary } from './request-summary';
import './upload.css';

export interface UploadPageProps {
  words: UploadWords;
  rules: UploadRules;
  /** The link's token: the server writes it into the page in place of its slot (UPLOAD_TOKEN_SLOT). */
  token: string;
}

/**
 * The applicant's upload page (an island, hydrated on Preact: upload-islands.tsx). It arrives
 * prerendered as "loading", asks the server what the link asks for, and sends each chosen file by
 * resumable upload.
 */
export function UploadPage({ words, rules, token }: UploadPageProps) {
  const { request, failure, refresh } = useUploadRequest(token, rules);
  const { states, choose, resume } = useSending(token, rules, refresh);
  useEffect(markAppReady, []);
  const allSent =
    request !== undefined &&
    (request.state === 'completed' || request.items.every((item) => item.state === 'sent' || item.state === 'accepted' || states[itemKey(item)]?.step === 'sent'));
  return (
    <div className="container py-4 upload-page">
      <h1 className="h3 mb-3">{words.heading}</h1>
      {failure && (
        <p role="alert" className="alert alert-danger">
          {words.messages[failure] ?? words.messages[ID.internalError]}
        </p>
      )}
      {!failure && !request && (
        <p role="status">
          <Spinner />
          {words.loading}
        </p>
      )}
      {request && (
        <>
          <RequestSummary request={request} words={words} />
          {allSent && (
            <p role="status" className="alert alert-success">
              {words.messages[ID.requestComplete]}
            </p>
          )}
          <ul className="list-unstyled mb-0" aria-label={words.documents}>
            {request.items.map((item, index) => (
              <DocumentCard
                key={itemKey(item)}
                item={item}
                index={index}
                local={states[itemKey(item)]}
                words={words}
                accept={rules.accept}
                onChoose={(file) => choose(item, file)}
                onResume={() => resume(itemKey(item))}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
