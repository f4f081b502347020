import type { Language, UploadItem } from '@visadesk/contract';
import { Isolated, Ltr } from '../../../components/ui/isolated';
import type { LocalState } from '../hooks/use-sending';
import type { UploadWords } from '../upload-words';
import { FilePickers } from './file-pickers';
import { FilePreview } from './file-preview';
import { FilledIn } from './filled-in';
import { sizeInWords } from './sizes';
import { UploadProgress } from './upload-progress';

interface DocumentCardProps {
  item: UploadItem;
  /** Its place in the list, for the ids of its inputs. */
  index: number;
  local: LocalState | undefined;
  words: UploadWords;
  /** The file types a document may have. */
  accept: string;
  onChoose(file: File): void;
  onResume(): void;
}

/** What a document is called in the page's language; in English (marked so) where the agency wrote no other. */
function DocumentLabel({ item, language }: { item: UploadItem; language: Language }) {
  const own = item.label[language];
  if (own) return <Isolated>{own}</Isolated>;
  return (
    <bdi lang="en" dir="ltr">
      {item.label.en}
    </bdi>
  );
}

/** Where the document stands: the page's own upload first, then what the server says. */
function stepOf(item: UploadItem, local: LocalState | undefined): LocalState['step'] | 'choose' {
  if (local && local.step !== 'sent') return local.step;
  if (local || item.state === 'sent' || item.state === 'accepted') return 'sent';
  return 'choose';
}

/** One asked document: what it is, its file, how its upload goes, and the buttons to choose one. */
export function DocumentCard({ item, index, local, words, accept, onChoose, onResume }: DocumentCardProps) {
  const headingId = `document-${index}`;
  const step = stepOf(item, local);
  const staffRefused = item.state === 'refused' && !local;
  return (
    <li className="card mb-3">
      <section className="card-body" aria-labelledby={headingId}>
        <h2 className="h5 mb-1" id={headingId}>
          <DocumentLabel item={item} language={words.language} />
        </h2>
        <p className="small text-body-secondary mb-2">
          <FilledIn template={words.accepted} values={{ size: <Ltr>{sizeInWords(item.maxBytes, words.language)}</Ltr> }} />
        </p>
        {staffRefused && (
          <p className="alert alert-warning py-2 mb-2">
            <FilledIn template={words.sendAgain} values={{ reason: <Isolated>{item.reason}</Isolated> }} />
          </p>
        )}
        {item.state === 'sending' && !local && <p className="small mb-2">{words.resumeHint}</p>}
        {local && <FilePreview file={local.file} words={words} />}
        <div role="status">
          {step === 'waiting' && <p className="small mb-0">{words.waiting}</p>}
          {(step === 'sending' || step === 'paused') && local && 'sent' in local && (
            <UploadProgress sent={local.sent} total={local.total} label={step === 'paused' ? words.paused : words.sending} words={words} />
          )}
          {step === 'sent' && <p className="text-success fw-semibold mb-0">✓ {words.sent}</p>}
          {local?.step === 'refused' && (
            <p className="text-danger mb-0">{words.messages[local.messageId] ?? words.messages['common.internalError']}</p>
          )}
        </div>
        {step === 'paused' && (
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onResume}>
            {words.tryAgain}
          </button>
        )}
        {(step === 'choose' || step === 'refused') && (
          <FilePickers id={headingId} describedBy={headingId} words={words} accept={accept} again={step === 'refused' || staffRefused} onChoose={onChoose} />
        )}
      </section>
    </li>
  );
}
