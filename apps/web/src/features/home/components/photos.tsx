import type { ComponentProps } from 'react';
import { Picture, type PictureSources } from './picture';

/** The home page's illustrations, drawn by scripts/make-media.mjs in AVIF and WebP at a few widths. */
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
  | 'approval-meeting';

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

/** Every width of the photo in both formats. */
export function photoSources(name: PhotoName): PictureSources {
  const webp = variants(name, 'webp');
  return {
    avif: srcSet(variants(name, 'avif')),
    webp: srcSet(webp),
    fallback: (webp[webp.length - 1] as Variant).url,
  };
}

type PhotoProps = Omit<ComponentProps<typeof Picture>, 'sources'> & { name: PhotoName };

export function Photo({ name, ...rest }: PhotoProps) {
  return <Picture sources={photoSources(name)} {...rest} />;
}
