/** The files of one illustration: AVIF and WebP srcsets and a WebP for browsers without srcset. */
export interface PictureSources {
  avif: string;
  webp: string;
  fallback: string;
}

interface PictureProps {
  sources: PictureSources;
  alt: string;
  /** The rendered size, so the browser reserves the space before the file arrives. */
  width: number;
  height: number;
  /** The CSS sizes hint: how wide the picture is drawn at each viewport width. */
  sizes: string;
  className?: string;
  eager?: boolean;
}

/** The browser picks the format it supports and the width the layout needs. */
export function Picture({ sources, alt, width, height, sizes, className, eager = false }: PictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <img
        className={className}
        src={sources.fallback}
        srcSet={sources.webp}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}
