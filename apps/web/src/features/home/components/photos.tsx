/**
 * The home page's illustrations, drawn by scripts/make-media.mjs in AVIF and WebP at a few widths.
 * The browser picks the format it supports and the width the layout needs.
 */
const FILES = import.meta.glob<string>('../assets/photos/*.{avif,webp}', { eager: true, import: 'default' });

const FILE_NAME = /\/([a-z-]+)-(\d+)\.(avif|webp)$/;

export type PhotoName =
  | 'slide-skyline'
  | 'slide-mountains'
  | 'slide-airport'
  | 'slide-consultation'
  | 'slide-construction'
  | 'slide-kitchen'
  | 'slide-warehouse'
  | 'slide-maple-street'
  | 'approval-documents'
  | 'approval-meeting'
  | 'team-adviser'
  | 'team-caseworker'
  | 'team-employer-liaison'
  | 'team-documents';

type Format = 'avif' | 'webp';

interface Variant {
  width: number;
  url: string;
}

const VARIANTS = new Map<string, Variant[]>();
for (const [path, url] of Object.entries(FILES)) {
  const match = FILE_NAME.exec(path);
  if (!match) continue;
  const [, name, width, format] = match;
  const key = `${name}.${format}`;
  const list = VARIANTS.get(key) ?? [];
  list.push({ width: Number(width), url });
  list.sort((a, b) => a.width - b.width);
  VARIANTS.set(key, list);
}

function variants(name: PhotoName, format: Format): Variant[] {
  const list = VARIANTS.get(`${name}.${format}`);
  if (!list?.length) throw new Error(`No ${format} files for the photo ${name}.`);
  return list;
}

const srcSet = (list: Variant[]) => list.map((v) => `${v.url} ${v.width}w`).join(', ');

interface PhotoProps {
  name: PhotoName;
  alt: string;
  /** The rendered size, so the browser reserves the space before the file arrives. */
  width: number;
  height: number;
  /** The CSS sizes hint: how wide the picture is drawn at each viewport width. */
  sizes: string;
  className?: string;
  eager?: boolean;
}

export function Photo({ name, alt, width, height, sizes, className, eager = false }: PhotoProps) {
  const webp = variants(name, 'webp');
  const fallback = webp[webp.length - 1] as Variant;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(variants(name, 'avif'))} sizes={sizes} />
      <img
        className={className}
        src={fallback.url}
        srcSet={srcSet(webp)}
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
