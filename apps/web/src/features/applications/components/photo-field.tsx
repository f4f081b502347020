import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ApplicantField } from './applicant-field';

interface PhotoFieldProps {
  error: string | undefined;
  registration: UseFormRegisterReturn<'image'>;
  /** The photo on file, shown until another one is chosen. */
  currentPhoto?: string | undefined;
}

/** The applicant's photo: a file input with a preview of the chosen (or current) picture. */
export function PhotoField({ error, registration, currentPhoto }: PhotoFieldProps) {
  const [chosenPreview, setChosenPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const { t } = useLingui();

  // Object URLs hold the file in memory until revoked; the last one goes when the form does.
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    void registration.onChange(event);
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    const file = event.target.files?.[0];
    previewRef.current = file ? URL.createObjectURL(file) : null;
    setChosenPreview(previewRef.current);
  };

  const preview = chosenPreview ?? currentPhoto;
  return (
    <div className="row align-items-center">
      <ApplicantField label={t`Photo`} error={error}>
        {(control) => (
          <input {...control} {...registration} type="file" accept="image/jpeg,image/png" onChange={choose} />
        )}
      </ApplicantField>
      <div className="col-md-6 mb-3">
        {preview ? (
          <img className="applicant-photo-preview img-thumbnail" src={preview} alt={t`Photo preview`} />
        ) : (
          <p className="text-body-secondary small mb-0">{t`No photo chosen yet.`}</p>
        )}
      </div>
    </div>
  );
}
