import { useLingui } from '@lingui/react/macro';
import { settingsImageIds, settingsImageSource, type Settings } from '@visadesk/contract';
import { createContext, useContext, useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import type { Notice } from '../../../components/ui/alert';
import { useShownMessage } from '../../../i18n/use-shown-message';
import { imageErrorMessage, useUploadSettingsImageMutation, type SettingsImageKind } from '../api/settings-images';

interface SettingsImages {
  /** Where the form shows a picture: the public address once saved, the upload's short-lived preview before. */
  sourceOf: (id: string) => string;
  remember: (id: string, preview: string) => void;
}

const SettingsImagesContext = createContext<SettingsImages>({ sourceOf: settingsImageSource, remember: () => undefined });

/**
 * The pictures the form names. A saved one is served publicly at its address; one uploaded since
 * is not (the server serves a picture only while saved settings name it), so the form shows it
 * through the preview address the upload answered.
 */
export function SettingsImagesProvider({ saved, children }: { saved: Settings; children: ReactNode }) {
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(() => new Map());
  const savedIds = useMemo(() => new Set(settingsImageIds(saved)), [saved]);
  const images = useMemo<SettingsImages>(
    () => ({
      sourceOf: (id) => (savedIds.has(id) ? settingsImageSource(id) : (previews.get(id) ?? settingsImageSource(id))),
      remember: (id, preview) => setPreviews((known) => new Map(known).set(id, preview)),
    }),
    [savedIds, previews],
  );
  return <SettingsImagesContext.Provider value={images}>{children}</SettingsImagesContext.Provider>;
}

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

/**
 * One picture of the settings: its preview, a file input that uploads at once (the form holds the
 * id the server answers), the server's message at the field, and a button that takes it off.
 * Nothing is published until the settings are saved.
 */
export function ImageField({ kind, label, removeLabel, alt, value, onChange, error, fallback, hint, size }: ImageFieldProps) {
  const { t } = useLingui();
  const shown = useShownMessage();
  const { sourceOf, remember } = useContext(SettingsImagesContext);
  const [upload, { isLoading: uploading }] = useUploadSettingsImageMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;
  const hintId = `${id}-hint`;
  const message = notice?.tone === 'error' ? notice.text : error;

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

  return (
    <div className="mb-3">
      <div className="d-flex align-items-center gap-3 mb-2">
        <img
          src={value ? sourceOf(value) : fallback.source}
          alt={value ? alt : ''}
          width={size}
          height={size}
          className="settings-image border rounded bg-white flex-shrink-0"
          style={{ objectFit: 'contain' }}
        />
        {!value && <p className="form-text m-0">{fallback.note}</p>}
      </div>
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
        aria-describedby={[message ? errorId : undefined, notice?.tone === 'success' ? noticeId : undefined, hintId].filter(Boolean).join(' ')}
        onChange={(event) => void onFile(event)}
      />
      {uploading && (
        <p className="form-text mb-0" role="status">
          {t`Uploading…`}
        </p>
      )}
      {message && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {shown(message)}
        </div>
      )}
      {notice?.tone === 'success' && (
        <div id={noticeId} className="form-text text-success" role="status">
          {shown(notice.text)}
        </div>
      )}
      <div id={hintId} className="form-text">
        {hint}
      </div>
      {value && (
        <button
          type="button"
          className="btn btn-outline-danger btn-sm mt-2"
          disabled={uploading}
          onClick={() => {
            setNotice(null);
            onChange('');
          }}
        >
          {removeLabel}
        </button>
      )}
    </div>
  );
}
