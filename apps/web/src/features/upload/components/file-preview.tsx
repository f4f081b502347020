import { useMemo } from 'react';
import { Isolated, Ltr } from '../../../components/ui/isolated';
import { fillIn } from '../../../i18n/island-words';
import type { UploadWords } from '../upload-words';
import { sizeInWords } from './sizes';

/** Shows the photo from the phone's memory, and lets the memory go once the picture leaves the page. */
const showFile = (file: File) => (picture: HTMLImageElement | null) => {
  if (!picture) return;
  const address = URL.createObjectURL(file);
  picture.src = address;
  return () => URL.revokeObjectURL(address);
};

/** The chosen file: a small picture of a photo, the name and size of any file (a PDF shows no picture). */
export function FilePreview({ file, words }: { file: File; words: UploadWords }) {
  // One address per file: the progress re-renders the preview many times a second.
  const showThisFile = useMemo(() => showFile(file), [file]);
  return (
    <div className="d-flex align-items-center gap-2 my-2 upload-preview">
      {file.type.startsWith('image/') && (
        <img ref={showThisFile} alt={fillIn(words.preview, { file: file.name }, words.language)} className="upload-thumb rounded border" />
      )}
      <span className="small upload-file-name">
        <Isolated>{file.name}</Isolated> · <Ltr>{sizeInWords(file.size, words.language, true)}</Ltr>
      </span>
    </div>
  );
}
