import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import type { Notice } from '../../../components/ui/alert';
import { useShownMessage } from '../../../i18n/use-shown-message';
import { imageErrorMessage, useUploadSettingsImageMutation, type SettingsImageKind } from '../api/settings-images';
import { useSettingsImages } from './settings-images';

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

interface ImageFieldProps {
  kind: SettingsImageKind;
  /** The file input's label: "Upload a logo". */
  label: string;
  removeLabel: string;
  /** The picture's text alternative while there is one. */
  alt: string;
  /** The picture's id in the settings, or '' for none. */
  value: string;
  onChange: (id: string) => void;
  /** The form's message about the picture (the server no longer has it). */
  error: string | undefined;
  /** What the pages show while there is no picture, and a sentence that says so. */
  fallback: { source: string; note: string };
  hint: string;
  /** The preview's side in pixels. */
  size: number;
}

/** Uploads the chosen file at once: the form takes the id the server answers, the field says how it went. */
function useImageUpload(kind: SettingsImageKind, onChange: (id: string) => void) {
  const { remember } = useSettingsImages();
  const [upload, { isLoading: uploading }] = useUploadSettingsImageMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const image = input.files?.[0];
    if (!image) return;
    setNotice(null);
    try {
      const answer = await upload({ kind, image }).unwrap();
      remember(answer.image, answer.preview);
      onChange(answer.image);
      setNotice({ tone: 'success', text: answer.message });
    } catch (failure) {
      setNotice({ tone: 'error', text: imageErrorMessage(failure) });
    } finally {
      // The same file chosen again uploads again.
      input.value = '';
    }
  };
  return { uploading, notice, setNotice, onFile };
}

function ImagePreview({ value, alt, fallback, size }: Pick<ImageFieldProps, 'value' | 'alt' | 'fallback' | 'size'>) {
  const { sourceOf } = useSettingsImages();
  return (
    <div className="d-flex align-items-center gap-3 mb-2">
      <img
        src={value ? sourceOf(value) : fallback.source}
        alt={value ? alt : ''}
        width={size}
        height={size}
        className="border rounded bg-white flex-shrink-0"
        style={{ objectFit: 'contain' }}
      />
      {!value && <p className="form-text m-0">{fallback.note}</p>}
    </div>
  );
}

/**
 * One picture of the settings: its preview, a file input that uploads at once (the form holds the
 * id the server answers), the server's message at the field, and a button that takes it off.
 * Nothing is published until the settings are saved.
 */
export function ImageField({ kind, label, removeLabel, alt, value, onChange, error, fallback, hint, size }: ImageFieldProps) {
  const { t } = useLingui();
  const shown = useShownMessage();
  const { uploading, notice, setNotice, onFile } = useImageUpload(kind, onChange);
  const id = useId();
  const message = notice?.tone === 'error' ? notice.text : error;
  const done = notice?.tone === 'success' ? notice.text : undefined;
  const describedBy = [message && `${id}-error`, done && `${id}-done`, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <ImagePreview value={value} alt={alt} fallback={fallback} size={size} />
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES}
        className={`form-control${message ? ' is-invalid' : ''}`}
        disabled={uploading}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => void onFile(event)}
      />
      {uploading && <p className="form-text mb-0" role="status">{t`Uploading…`}</p>}
      {message && <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">{shown(message)}</div>}
      {done && <div id={`${id}-done`} className="form-text text-success" role="status">{shown(done)}</div>}
      <div id={`${id}-hint`} className="form-text">{hint}</div>
      {value && (
        <button type="button" className="btn btn-outline-danger btn-sm mt-2" disabled={uploading} onClick={() => {
          setNotice(null);
          onChange('');
        }}>
          {removeLabel}
        </button>
      )}
    </div>
  );
}
