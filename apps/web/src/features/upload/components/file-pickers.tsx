import type { ChangeEvent } from 'react';
import type { UploadWords } from '../upload-words';

interface FilePickersProps {
  /** Unique on the page, from the document's place in the list (no useId in an island). */
  id: string;
  /** The id of the document's heading, which says what the file is for. */
  describedBy: string;
  words: UploadWords;
  /** The file types a document may have (UPLOAD_ACCEPT). */
  accept: string;
  /** The file before was refused: the button says "choose another". */
  again: boolean;
  onChoose(file: File): void;
}

/**
 * The camera and the phone's files, each a real file input behind its label: the label looks like
 * a button, the input keeps the keyboard focus (shown on the label, upload.css).
 */
export function FilePickers({ id, describedBy, words, accept, again, onChoose }: FilePickersProps) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // The same file may be chosen again after a refusal or a pause.
    event.currentTarget.value = '';
    if (file) onChoose(file);
  };
  return (
    <div className="d-flex flex-wrap gap-2 mt-2">
      <span className="upload-picker">
        <input type="file" id={`${id}-photo`} accept="image/*" capture="environment" aria-describedby={describedBy} onChange={pick} />
        <label htmlFor={`${id}-photo`} className="btn btn-primary">
          {words.takePhoto}
        </label>
      </span>
      <span className="upload-picker">
        <input type="file" id={`${id}-file`} accept={accept} aria-describedby={describedBy} onChange={pick} />
        <label htmlFor={`${id}-file`} className="btn btn-outline-primary">
          {again ? words.chooseAnother : words.chooseFile}
        </label>
      </span>
    </div>
  );
}
