import { Ltr } from '../../../components/ui/isolated';
import type { UploadWords } from '../upload-words';
import { FilledIn } from './filled-in';
import { percentInWords, sizeInWords } from './sizes';

interface UploadProgressProps {
  sent: number;
  total: number;
  /** What is happening: sending, or paused. */
  label: string;
  words: UploadWords;
}

/** How much of a file has gone, in the page's digits: "45%" and "1.2 MB of 3.0 MB". */
export function UploadProgress({ sent, total, label, words }: UploadProgressProps) {
  const fraction = total > 0 ? sent / total : 0;
  const size = (bytes: number) => <Ltr>{sizeInWords(bytes, words.language, true)}</Ltr>;
  return (
    <div className="my-2">
      <div className="d-flex justify-content-between gap-2 small mb-1">
        <span>{label}</span>
        <Ltr>{percentInWords(fraction, words.language)}</Ltr>
      </div>
      {/* The native element: a Bootstrap bar's inline width is what the CSP refuses. */}
      <progress className="upload-progress w-100" max={100} value={Math.round(fraction * 100)} aria-label={label} />
      <div className="small text-body-secondary">
        <FilledIn template={words.progress} values={{ sent: size(sent), total: size(total) }} />
      </div>
    </div>
  );
}
