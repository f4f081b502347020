import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

interface SlideImagePreviewProps {
  /** The newly chosen file, shown instead of the current image. */
  file: File | null;
  currentImage?: string | undefined;
}

/** Lets staff check the picture before saving; the blob: URL is released when it changes. */
export function SlideImagePreview({ file, currentImage }: SlideImagePreviewProps) {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const { t } = useLingui();

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // The blob: URL exists only once the file is read, so it is kept in state after the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPreviewUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreviewUrl(null);
    };
  }, [file]);

  const src = file ? previewUrl : currentImage;
  if (!src) return null;
  const fileName = file?.name;
  return (
    <figure className="mb-3">
      <img className="img-thumbnail object-fit-cover" src={src} alt={file ? t`Preview of the chosen image` : t`Current slide image`} width={320} height={180} />
      <figcaption className="form-text">{file ? t`Chosen: ${fileName}` : t`Current image`}</figcaption>
    </figure>
  );
}
