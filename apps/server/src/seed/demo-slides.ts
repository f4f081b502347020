import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../lib/ids.ts';
import type { SlidersService } from '../slides/sliders.ts';
import { slideJpeg } from './demo-images.ts';

const SLIDES = [
  { thumbnail: 'Work in Canada', title: 'Cooks, caregivers, drivers and builders wanted on two-year contracts. Ask us how to apply.', link: '' },
  { thumbnail: 'Check Your Visa Status', title: 'Enter your passport number, nationality and date of birth to see where your application stands.', link: '/enquiry' },
  { thumbnail: 'Documents We Need', title: 'Passport, photo, job letter and LMIA: bring them to our office or send them through your agent.', link: '' },
];

/**
 * Three published home-page slides, made through SlidersService as an upload would be (display,
 * thumbnail and original in the configured storage). Only when the site has no slides yet.
 */
export async function ensureDemoSlides(sliders: SlidersService, tempDir: string): Promise<number> {
  if ((await sliders.counts()).total > 0) return 0;
  await mkdir(tempDir, { recursive: true });
  for (const [index, slide] of SLIDES.entries()) {
    const data = await slideJpeg(index);
    const tempPath = path.join(tempDir, newId());
    await writeFile(tempPath, data, { mode: 0o600 });
    const sha256 = createHash('sha256').update(data).digest('hex');
    await sliders.create(
      { ...slide, status: 'published' },
      { field: 'image', filename: `slide-${index + 1}.jpg`, tempPath, size: data.length, sha256, contentType: 'image/jpeg', pixels: null, truncated: false },
    );
  }
  return SLIDES.length;
}
