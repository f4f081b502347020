import { nepaliDate, type Language, type UploadRequest } from '@visadesk/contract';
import { Isolated } from '../../../components/ui/isolated';
import type { UploadWords } from '../upload-words';
import { FilledIn } from './filled-in';

const dayOf = (when: Date) =>
  `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}`;

/**
 * When the link stops working, in the page's words and digits, at the phone's own time. Nepali is
 * spelled out with its Bikram Sambat date (ADR 037): the browsers applicants use lack its month names.
 */
export function untilInWords(expiresAt: string, language: Language): string {
  const when = new Date(expiresAt);
  if (Number.isNaN(when.getTime())) return expiresAt;
  if (language === 'ne') return `${nepaliDate(dayOf(when))}, ${new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(when)}`;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { dateStyle: 'long', timeStyle: 'short' }).format(when);
}

/** Who asks, the applicant's given name, the staff's message and until when the link works. */
export function RequestSummary({ request, words }: { request: UploadRequest; words: UploadWords }) {
  const agency = <Isolated>{request.agency}</Isolated>;
  return (
    <>
      <p className="lead mb-1">
        <FilledIn template={words.greeting} values={{ name: <Isolated>{request.givenName}</Isolated> }} />
      </p>
      <p className="mb-3">
        <FilledIn template={words.asks} values={{ agency }} />
      </p>
      {request.message && (
        <figure className="border-start border-3 ps-3 mb-3">
          <figcaption className="small text-body-secondary mb-1">
            <FilledIn template={words.messageFrom} values={{ agency }} />
          </figcaption>
          <blockquote className="mb-0 upload-message" dir="auto">
            {request.message}
          </blockquote>
        </figure>
      )}
      <p className="small mb-3">
        <FilledIn template={words.until} values={{ date: <time dateTime={request.expiresAt}>{untilInWords(request.expiresAt, words.language)}</time> }} />
      </p>
    </>
  );
}
