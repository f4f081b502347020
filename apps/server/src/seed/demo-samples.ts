import { createHash } from 'node:crypto';
import type { DocumentSlotKey } from '@visadesk/contract';
import { makeWebpVariants } from '../lib/images.ts';
import { PHOTO_IMAGE } from '../applications/application-writes.ts';
import { documentScan, portraitJpeg, PORTRAITS_PER_LOOK } from './demo-images.ts';
import { demoPdf } from './demo-pdf.ts';

/** Bytes made once and stored again for every file row that shows them. */
export interface Sample {
  /** Position in the sample list (names the staged copy on disk). */
  index: number;
  data: Buffer;
  contentType: string;
  originalName: string;
  size: number;
  sha256: string;
}

/** A photo as an upload's is stored (uploads/store.ts): display and thumbnail WebP, and the original. */
export interface PhotoSamples {
  display: Sample;
  thumb: Sample;
  original: Sample;
}

export interface DemoSamples {
  all: Sample[];
  photos: Record<'short' | 'long', PhotoSamples[]>;
  documents: Partial<Record<DocumentSlotKey, Sample>>;
}

const LETTER = ['This letter confirms an offer of temporary employment in Canada.', 'Position, wage and duration are as listed in the application.', 'Demo document generated for VisaDesk; not a real offer.'];

export async function makeSamples(): Promise<DemoSamples> {
  const all: Sample[] = [];
  const sample = (data: Buffer, contentType: string, originalName: string): Sample => {
    const made = { index: all.length, data, contentType, originalName, size: data.length, sha256: createHash('sha256').update(data).digest('hex') };
    all.push(made);
    return made;
  };
  const photos = async (look: 'short' | 'long') =>
    Promise.all(
      Array.from({ length: PORTRAITS_PER_LOOK }, async (_, i) => {
        const original = await portraitJpeg(look, i);
        // The same sizes and encoder as an uploaded photo's, so a demo photo is what an upload becomes.
        const variants = await makeWebpVariants(original, PHOTO_IMAGE);
        return { original, ...variants };
      }),
    ).then((made) =>
      made.map((p) => ({
        display: sample(p.display, 'image/webp', 'photo.webp'),
        thumb: sample(p.thumb, 'image/webp', 'photo-thumb.webp'),
        original: sample(p.original, 'image/jpeg', 'photo.jpg'),
      })),
    );
  const short = await photos('short');
  const long = await photos('long');
  const pdf = (title: string, name: string) => sample(demoPdf(title, LETTER), 'application/pdf', name);
  const documents: DemoSamples['documents'] = {
    file1: pdf('Job Offer Letter', 'job-letter-1.pdf'),
    file2: sample(await documentScan('jpeg', '#2f4b7c'), 'image/jpeg', 'job-letter-2.jpg'),
    file5: pdf('Labour Market Impact Assessment', 'lmia-1.pdf'),
    file9: sample(await documentScan('jpeg', '#8b1e2d'), 'image/jpeg', 'visa.jpg'),
    file11: sample(await documentScan('png', '#1f6f50'), 'image/png', 'work-permit.png'),
  };
  return { all, photos: { short, long }, documents };
}
