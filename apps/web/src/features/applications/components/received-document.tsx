import { Trans, useLingui } from '@lingui/react/macro';
import type { ReceivedUpload } from '@visadesk/contract';

const RECEIVED = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A file the applicant sent: a thumbnail for a picture, its name opening it in a new tab, and when it came. */
export function ReceivedDocument({ upload }: { upload: ReceivedUpload }) {
  const { t } = useLingui();
  const { filename, receivedAt } = upload;
  const received = RECEIVED.format(new Date(receivedAt));
  const isImage = upload.contentType.startsWith('image/');
  return (
    <div className="d-flex align-items-center gap-2 min-w-0">
      {isImage && (
        <a href={upload.url} target="_blank" rel="noopener noreferrer" tabIndex={-1} aria-hidden="true">
          <img src={upload.url} alt="" width={48} height={48} loading="lazy" className="rounded border object-fit-cover" />
        </a>
      )}
      <div className="min-w-0">
        <a href={upload.url} target="_blank" rel="noopener noreferrer" className="text-break">
          {isImage ? t`${filename} (image)` : t`${filename} (PDF)`}
        </a>
        <div className="small text-body-secondary">
          <Trans>
            Received <time dateTime={receivedAt}>{received}</time>
          </Trans>
        </div>
      </div>
    </div>
  );
}
