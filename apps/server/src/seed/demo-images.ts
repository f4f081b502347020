import sharp from 'sharp';

/**
 * Placeholder pictures drawn locally with sharp (SVG in, JPEG/PNG out): no downloads, no real
 * person, no text (the machine may have no fonts). Kept small, because with database storage every
 * stored copy of them is a row of its own.
 */

const render = (svg: string) => sharp(Buffer.from(svg));

interface Portrait {
  background: string;
  skin: string;
  hair: string;
  shirt: string;
  long: boolean;
}

const PORTRAITS: Portrait[] = [
  { background: '#dbe7f3', skin: '#c68642', hair: '#1b1b1b', shirt: '#2f4b7c', long: false },
  { background: '#f3e3d3', skin: '#8d5524', hair: '#0f0f0f', shirt: '#7a1f2b', long: false },
  { background: '#e2f0e4', skin: '#e0ac69', hair: '#3b2414', shirt: '#1f6f50', long: false },
  { background: '#efe6f5', skin: '#a86b3c', hair: '#161616', shirt: '#5b3c88', long: false },
  { background: '#f5f0d9', skin: '#f1c27d', hair: '#2a1a0e', shirt: '#35495e', long: true },
  { background: '#dde9ea', skin: '#b5773f', hair: '#101010', shirt: '#b8562b', long: true },
  { background: '#f6dfe2', skin: '#6f3f1d', hair: '#050505', shirt: '#2b6777', long: true },
  { background: '#e4e4e4', skin: '#d29b62', hair: '#24160c', shirt: '#4d6b2e', long: true },
];

/** How many portraits there are of each hair length (long ones are used for women). */
export const PORTRAITS_PER_LOOK = PORTRAITS.length / 2;

/** A passport-style head and shoulders, 480 x 600 drawn, 360 x 450 stored, as a JPEG like a phone's. */
export function portraitJpeg(look: 'short' | 'long', index: number): Promise<Buffer> {
  const p = PORTRAITS.filter((q) => q.long === (look === 'long'))[index % PORTRAITS_PER_LOOK] as Portrait;
  const longHair = p.long ? `<path d="M125 230 C110 330 120 420 150 440 L330 440 C360 420 370 330 355 230 Z" fill="${p.hair}"/>` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.background}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
    <rect width="480" height="600" fill="url(#bg)"/>
    <path d="M40 600 C60 470 150 430 240 430 C330 430 420 470 440 600 Z" fill="${p.shirt}"/>
    ${longHair}
    <rect x="205" y="330" width="70" height="110" rx="30" fill="${p.skin}"/>
    <ellipse cx="240" cy="250" rx="105" ry="130" fill="${p.skin}"/>
    <path d="M130 240 C120 120 200 95 240 95 C300 95 365 130 350 240 C330 180 300 165 240 165 C180 165 150 185 130 240 Z" fill="${p.hair}"/>
    <ellipse cx="200" cy="255" rx="11" ry="7" fill="#2b1d14"/><ellipse cx="280" cy="255" rx="11" ry="7" fill="#2b1d14"/>
    <path d="M205 320 Q240 340 275 320" stroke="#6b3a2a" stroke-width="6" fill="none" stroke-linecap="round"/>
  </svg>`;
  return render(svg).resize(360).jpeg({ quality: 75 }).toBuffer();
}

/** A scanned page (A4 proportions): header band, text lines, a stamp and a signature. */
export function documentScan(format: 'jpeg' | 'png', accent: string): Promise<Buffer> {
  const lines = Array.from({ length: 14 }, (_, i) => {
    const width = 380 - ((i * 37) % 120);
    return `<rect x="50" y="${170 + i * 26}" width="${width}" height="9" rx="4" fill="#9aa3ad"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="496" height="702">
    <rect width="496" height="702" fill="#fbfaf6"/>
    <rect x="40" y="40" width="416" height="70" fill="${accent}"/>
    <rect x="60" y="62" width="180" height="14" rx="6" fill="#ffffff"/>
    ${lines}
    <circle cx="370" cy="600" r="48" fill="none" stroke="${accent}" stroke-width="6"/>
    <circle cx="370" cy="600" r="34" fill="none" stroke="${accent}" stroke-width="2"/>
    <path d="M60 610 C90 570 110 640 140 600 S190 580 210 610" stroke="#1c2a52" stroke-width="3" fill="none"/>
  </svg>`;
  const image = render(svg);
  const scaled = image.resize(400);
  return (format === 'jpeg' ? scaled.jpeg({ quality: 60 }) : scaled.png({ palette: true, colours: 16 })).toBuffer();
}

/** A wide home-page slide: sky, sun and mountains in one of three moods. */
export function slideJpeg(index: number): Promise<Buffer> {
  const themes = [
    ['#9fd3f5', '#ffffff', '#2f5d50', '#5b7f95'],
    ['#f7c59f', '#fff1e0', '#4a4e69', '#22223b'],
    ['#b8e0d2', '#eaf4f4', '#355c7d', '#6c5b7b'],
  ];
  const [sky, horizon, hills, peaks] = themes[index % themes.length] as string[];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="640">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${horizon}"/></linearGradient></defs>
    <rect width="1600" height="640" fill="url(#sky)"/>
    <circle cx="${1200 - index * 300}" cy="170" r="80" fill="#fff6c7"/>
    <path d="M0 520 L260 250 L420 400 L640 180 L900 470 L1100 300 L1350 430 L1600 260 L1600 640 L0 640 Z" fill="${peaks}"/>
    <path d="M0 560 C300 470 600 600 900 520 S1400 480 1600 560 L1600 640 L0 640 Z" fill="${hills}"/>
  </svg>`;
  return render(svg).jpeg({ quality: 75 }).toBuffer();
}
