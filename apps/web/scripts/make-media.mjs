// Draws the home page's illustrations and hero video locally, so the site never loads media from
// another host. Run once by hand (needs sharp, and ffmpeg for the video); the outputs are
// committed and the build never runs this.
//   node apps/web/scripts/make-media.mjs            # photos, poster, social image
//   node apps/web/scripts/make-media.mjs --video    # also the hero video (needs ffmpeg)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { range } from './media/drawing.mjs';
import { skyline, mountains, airport, consultation, construction, kitchen, warehouse, mapleStreet, documentsDesk, advisorMeeting, heroFrame, socialImage } from './media/scenes.mjs';

const web = path.resolve(import.meta.dirname, '..');
const photosDir = path.join(web, 'src/features/home/assets/photos');
const heroDir = path.join(web, 'src/features/home/assets/hero');
mkdirSync(photosDir, { recursive: true });
mkdirSync(heroDir, { recursive: true });

// Encoding -----------------------------------------------------------------------------------------

async function photo(name, drawing, widths, ratio) {
  const source = Buffer.from(drawing);
  for (const width of widths) {
    const height = Math.round(width / ratio);
    const image = sharp(source, { density: 144 }).resize(width, height, { fit: 'cover' });
    await image.clone().avif({ quality: 50, effort: 7 }).toFile(path.join(photosDir, `${name}-${width}.avif`));
    await image.clone().webp({ quality: 72, effort: 6 }).toFile(path.join(photosDir, `${name}-${width}.webp`));
  }
}

const SLIDES = { skyline, mountains, airport, consultation, construction, kitchen, warehouse, 'maple-street': mapleStreet };
for (const [name, draw] of Object.entries(SLIDES)) await photo(`slide-${name}`, draw(), [480, 800, 1200], 16 / 9);
await photo('approval-documents', documentsDesk(), [400, 640], 4 / 3);
await photo('approval-meeting', advisorMeeting(), [400, 640], 4 / 3);

await sharp(Buffer.from(heroFrame(0))).webp({ quality: 60, effort: 6 }).toFile(path.join(heroDir, 'hero-poster.webp'));
await sharp(Buffer.from(socialImage())).png({ compressionLevel: 9, palette: true }).toFile(path.join(web, 'public/social-card.png'));

if (process.argv.includes('--video')) {
  const frames = mkdtempSync(path.join(tmpdir(), 'visadesk-hero-'));
  const fps = 24;
  const total = fps * 10;
  for (const i of range(total)) {
    await sharp(Buffer.from(heroFrame(i / total))).png().toFile(path.join(frames, `f${String(i).padStart(4, '0')}.png`));
  }
  const input = ['-y', '-loglevel', 'error', '-framerate', String(fps), '-i', path.join(frames, 'f%04d.png'), '-an'];
  execFileSync('ffmpeg', [...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-pix_fmt', 'yuv420p', path.join(heroDir, 'hero.webm')]);
  execFileSync('ffmpeg', [...input, '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', path.join(heroDir, 'hero.mp4')]);
  rmSync(frames, { recursive: true, force: true });
}

writeFileSync(path.join(photosDir, 'README.md'), '# Home-page illustrations\n\nDrawn by `apps/web/scripts/make-media.mjs` (sharp, from SVG). Do not edit by hand: change the script and rerun it.\n');
process.stdout.write(`media written to ${path.relative(process.cwd(), photosDir)} and ${path.relative(process.cwd(), heroDir)}\n`);
