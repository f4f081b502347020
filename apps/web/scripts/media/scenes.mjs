// The home page's illustrations, part 2: the scenes, hero frames and social image, as
// SVG text (make-media.mjs encodes them).
import { C, svg, gradient, range, seeded, plane, passport, documentSheet, person } from './drawing.mjs';

// 16:9 slide scenes (1600 x 900) ----------------------------------------------------------------

export function skyline() {
  const rnd = seeded(7);
  const towers = range(22)
    .map((i) => {
      const w = 40 + rnd() * 60;
      const h = 120 + rnd() * 260;
      const x = i * 75 - 20;
      const windows = range(Math.floor(h / 30))
        .map((r) => `<rect x="${x + 10}" y="${640 - h + 15 + r * 30}" width="${w - 20}" height="8" fill="${rnd() > 0.45 ? '#f6d365' : '#1d3557'}" opacity="0.85"/>`)
        .join('');
      return `<rect x="${x}" y="${640 - h}" width="${w}" height="${h}" fill="${i % 2 ? '#102a43' : '#0d2137'}"/>${windows}`;
    })
    .join('');
  return svg(
    1600,
    900,
    `<defs>${gradient('s', [[0, '#1b2a49'], [0.55, '#c0587e'], [0.85, '#f8b26a']])}${gradient('w', [[0, '#23395b'], [1, '#0b2545']])}</defs>
    <rect width="1600" height="900" fill="url(#s)"/>
    <circle cx="1180" cy="560" r="110" fill="#ffd89b" opacity="0.9"/>
    <rect x="760" y="170" width="26" height="470" fill="#0d2137"/><ellipse cx="773" cy="330" rx="46" ry="22" fill="#0d2137"/>
    <rect x="768" y="90" width="10" height="90" fill="#0d2137"/>
    ${towers}
    <rect y="640" width="1600" height="260" fill="url(#w)"/>
    ${range(14).map((i) => `<rect x="${80 + i * 110}" y="${680 + (i % 4) * 45}" width="${60 + (i % 3) * 30}" height="4" fill="#f8b26a" opacity="0.35"/>`).join('')}`,
  );
}

export function mountains() {
  const trees = range(26)
    .map((i) => {
      const x = i * 64 + (i % 3) * 9;
      const h = 90 + (i % 5) * 22;
      return `<polygon points="${x},720 ${x + 24},${720 - h} ${x + 48},720" fill="${C.pine}"/>`;
    })
    .join('');
  return svg(
    1600,
    900,
    `<defs>${gradient('s', [[0, '#6fa8dc'], [1, '#d8ecf7']])}${gradient('l', [[0, '#4a90b8'], [1, '#1f4e79']])}</defs>
    <rect width="1600" height="900" fill="url(#s)"/>
    <circle cx="1320" cy="170" r="70" fill="#fff6d5"/>
    <polygon points="0,620 260,260 520,620" fill="#5c6f8a"/><polygon points="205,335 260,260 315,335 280,320 250,345" fill="#fff"/>
    <polygon points="330,620 700,190 1080,620" fill="#475b78"/><polygon points="625,280 700,190 775,280 735,265 700,295 668,268" fill="#fff"/>
    <polygon points="880,620 1230,300 1600,620" fill="#5c6f8a"/><polygon points="1170,355 1230,300 1290,355 1255,345 1228,365" fill="#fff"/>
    <rect y="600" width="1600" height="120" fill="#3c6e47"/>
    ${trees}
    <rect y="720" width="1600" height="180" fill="url(#l)"/>
    ${range(10).map((i) => `<rect x="${120 + i * 150}" y="${760 + (i % 3) * 40}" width="90" height="3" fill="#fff" opacity="0.4"/>`).join('')}`,
  );
}

export function airport() {
  return svg(
    1600,
    900,
    `<defs>${gradient('s', [[0, '#2b6cb0'], [1, '#bee3f8']])}</defs>
    <rect width="1600" height="900" fill="url(#s)"/>
    ${[[220, 180], [900, 120], [1300, 260]].map(([x, y]) => `<g fill="#fff" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="120" ry="36"/><ellipse cx="${x + 70}" cy="${y - 24}" rx="80" ry="40"/><ellipse cx="${x - 70}" cy="${y - 10}" rx="70" ry="30"/></g>`).join('')}
    ${plane(620, 360, 1.6)}
    <rect y="640" width="1600" height="260" fill="#4a5568"/>
    <rect y="640" width="1600" height="14" fill="#2d3748"/>
    ${range(12).map((i) => `<rect x="${40 + i * 135}" y="760" width="80" height="12" fill="#f7fafc"/>`).join('')}
    <rect x="1060" y="480" width="480" height="160" fill="#e2e8f0"/><rect x="1060" y="470" width="480" height="18" fill="${C.navy}"/>
    ${range(8).map((i) => `<rect x="${1080 + i * 56}" y="510" width="40" height="90" fill="#90cdf4"/>`).join('')}
    <rect x="1160" y="300" width="40" height="180" fill="#cbd5e0"/><rect x="1135" y="270" width="90" height="50" rx="8" fill="${C.navy}"/>`,
  );
}

export function consultation() {
  return svg(
    1600,
    900,
    `<rect width="1600" height="900" fill="#c8a27a"/>
    ${range(9).map((i) => `<rect y="${i * 100}" width="1600" height="4" fill="#b08b62" opacity="0.6"/>`).join('')}
    ${documentSheet(180, 200, -8)}
    ${documentSheet(420, 160, 5)}
    ${passport(880, 260, 1, -14)}
    <g transform="translate(1150 180)"><rect width="330" height="220" rx="14" fill="#2d3748"/><rect x="16" y="16" width="298" height="188" rx="6" fill="#90cdf4"/><rect x="-30" y="220" width="390" height="26" rx="8" fill="#4a5568"/></g>
    <circle cx="1320" cy="650" r="70" fill="#fff"/><circle cx="1320" cy="650" r="52" fill="#6b4226"/>
    <rect x="700" y="690" width="260" height="18" rx="9" fill="${C.navy}" transform="rotate(-20 830 700)"/>`,
  );
}

export function construction() {
  return svg(
    1600,
    900,
    `<defs>${gradient('s', [[0, '#f6ad55'], [1, '#fefcbf']])}</defs>
    <rect width="1600" height="900" fill="url(#s)"/>
    <circle cx="300" cy="260" r="90" fill="#fff5d6"/>
    <g fill="none" stroke="${C.navy}" stroke-width="14">
      ${range(5).map((i) => `<line x1="${700 + i * 130}" y1="700" x2="${700 + i * 130}" y2="300"/>`).join('')}
      ${range(5).map((i) => `<line x1="700" y1="${300 + i * 100}" x2="1220" y2="${300 + i * 100}"/>`).join('')}
    </g>
    <rect x="330" y="150" width="30" height="560" fill="${C.amber}"/>
    <rect x="200" y="140" width="780" height="26" fill="${C.amber}"/>
    <line x1="900" y1="166" x2="900" y2="330" stroke="#2d3748" stroke-width="5"/>
    <rect x="860" y="330" width="80" height="40" fill="${C.red}"/>
    <rect y="700" width="1600" height="200" fill="#a0785a"/>
    ${range(3).map((i) => `<g transform="translate(${400 + i * 380} 600)"><circle cx="0" cy="0" r="26" fill="#8d5524"/><path d="M-30 -8 Q0 -48 30 -8 Z" fill="${C.amber}"/><rect x="-32" y="30" width="64" height="80" rx="12" fill="#f6ad55"/><rect x="-32" y="50" width="64" height="10" fill="#fff"/></g>`).join('')}`,
  );
}

export function kitchen() {
  return svg(
    1600,
    900,
    `<rect width="1600" height="900" fill="#edf2f7"/>
    ${range(8).map((i) => range(5).map((j) => `<rect x="${i * 200 + 2}" y="${j * 120 + 2}" width="196" height="116" fill="#fff" stroke="#e2e8f0" stroke-width="3"/>`).join('')).join('')}
    <rect y="600" width="1600" height="300" fill="#718096"/><rect y="580" width="1600" height="30" fill="#cbd5e0"/>
    ${[360, 760, 1160].map((x) => `<ellipse cx="${x}" cy="560" rx="130" ry="22" fill="#2d3748"/><rect x="${x - 120}" y="470" width="240" height="95" rx="18" fill="#4a5568"/><rect x="${x + 110}" y="490" width="90" height="16" rx="8" fill="#2d3748"/>
      ${range(3).map((k) => `<path d="M${x - 50 + k * 50} 450 q20 -40 0 -80 q-20 -40 0 -80" fill="none" stroke="#cbd5e0" stroke-width="10" stroke-linecap="round" opacity="0.8"/>`).join('')}`).join('')}
    ${range(6).map((i) => `<line x1="${250 + i * 230}" y1="0" x2="${250 + i * 230}" y2="120" stroke="#4a5568" stroke-width="6"/><circle cx="${250 + i * 230}" cy="160" r="44" fill="none" stroke="#4a5568" stroke-width="14"/>`).join('')}
    <g transform="translate(1380 330)"><path d="M-70 40 Q-90 -40 -30 -40 Q0 -90 30 -40 Q90 -40 70 40 Z" fill="#fff" stroke="#cbd5e0" stroke-width="4"/><rect x="-70" y="40" width="140" height="40" fill="#fff" stroke="#cbd5e0" stroke-width="4"/></g>`,
  );
}

export function warehouse() {
  const boxes = range(3)
    .map((row) =>
      range(10)
        .map((col) => `<rect x="${120 + col * 140}" y="${170 + row * 160}" width="${100 + ((row + col) % 3) * 10}" height="${100 - ((row * col) % 3) * 12}" fill="${['#c89b6d', '#b7855a', '#d9b38c'][(row + col) % 3]}" transform="translate(0 ${((row * col) % 3) * 12})"/>`)
        .join(''),
    )
    .join('');
  return svg(
    1600,
    900,
    `<rect width="1600" height="900" fill="#e2e8f0"/>
    ${range(3).map((row) => `<rect x="100" y="${280 + row * 160}" width="1400" height="14" fill="${C.mid}"/>`).join('')}
    ${range(8).map((i) => `<rect x="${100 + i * 200}" y="120" width="14" height="600" fill="${C.navy}"/>`).join('')}
    ${boxes}
    <rect y="720" width="1600" height="180" fill="#a0aec0"/>
    <g transform="translate(1050 600)"><rect width="220" height="120" rx="14" fill="${C.amber}"/><rect x="150" y="-90" width="70" height="110" fill="${C.amber}"/><rect x="-90" y="-40" width="16" height="170" fill="#2d3748"/><rect x="-150" y="110" width="90" height="12" fill="#2d3748"/><circle cx="50" cy="130" r="30" fill="#2d3748"/><circle cx="180" cy="130" r="30" fill="#2d3748"/></g>`,
  );
}

export function mapleStreet() {
  const rnd = seeded(11);
  const leaves = range(60)
    .map(() => `<circle cx="${rnd() * 1600}" cy="${rnd() * 420}" r="${30 + rnd() * 50}" fill="${['#c8102e', '#e85d04', '#f48c06', '#dc2f02'][Math.floor(rnd() * 4)]}" opacity="0.9"/>`)
    .join('');
  return svg(
    1600,
    900,
    `<rect width="1600" height="900" fill="#fde8d7"/>
    ${range(5).map((i) => `<rect x="${i * 360 + 60}" y="280" width="260" height="420" fill="${['#9c6644', '#7f5539', '#b08968'][i % 3]}"/>${range(3).map((r) => range(3).map((c) => `<rect x="${i * 360 + 90 + c * 75}" y="${320 + r * 110}" width="50" height="70" fill="#f8f9fa"/>`).join('')).join('')}`).join('')}
    ${leaves}
    ${range(6).map((i) => `<rect x="${40 + i * 300}" y="360" width="26" height="340" fill="#5e3023"/>`).join('')}
    <rect y="700" width="1600" height="200" fill="#6c757d"/><rect y="700" width="1600" height="30" fill="#adb5bd"/>
    ${range(10).map((i) => `<rect x="${i * 170}" y="800" width="100" height="10" fill="#f8f9fa"/>`).join('')}`,
  );
}

// 4:3 photos (1200 x 900) -------------------------------------------------------------------------

export function documentsDesk() {
  return svg(
    1200,
    900,
    `<rect width="1200" height="900" fill="#dfe7ef"/>
    ${documentSheet(110, 170, -6)}
    ${documentSheet(380, 120, 4, 11)}
    ${passport(760, 300, 1.05, 12)}
    <rect x="760" y="140" width="300" height="70" rx="10" fill="#fff" stroke="#cbd5e0" stroke-width="3"/>
    <rect x="785" y="165" width="180" height="14" rx="7" fill="${C.mid}"/>
    <rect x="520" y="690" width="300" height="16" rx="8" fill="${C.navy}" transform="rotate(-25 670 700)"/>`,
  );
}

export function advisorMeeting() {
  return svg(
    1200,
    900,
    `<rect width="1200" height="900" fill="#e9eef5"/>
    <rect x="80" y="90" width="380" height="260" fill="#bcd4e6"/><rect x="80" y="90" width="380" height="260" fill="none" stroke="#fff" stroke-width="14"/>
    <rect x="900" y="120" width="180" height="230" fill="${C.navy}"/><rect x="925" y="150" width="130" height="12" fill="${C.amber}"/>
    ${person(320, 390, '#c68642', '#2d1b12', C.mid, 1.05)}
    ${person(880, 400, '#f1c27d', '#6b4226', '#2f855a', 1)}
    <rect y="640" width="1200" height="60" fill="#8b5e3c"/><rect y="700" width="1200" height="200" fill="#6f4a2f"/>
    <rect x="640" y="585" width="150" height="40" rx="4" fill="#fff" transform="rotate(-6 715 605)"/>
    <rect x="430" y="600" width="150" height="18" rx="9" fill="${C.navy}"/>`,
  );
}

// Hero video frames (640 x 360) and social image ---------------------------------------------------

export function heroFrame(t) {
  // t runs 0..1 over the loop: clouds drift one full period, the plane crosses once.
  const clouds = range(6)
    .map((i) => {
      const x = ((i * 260 + t * 640) % 1040) - 200;
      const y = 60 + (i % 3) * 55;
      return `<g fill="#fff" opacity="${0.18 + (i % 2) * 0.1}"><ellipse cx="${x}" cy="${y}" rx="90" ry="22"/><ellipse cx="${x + 40}" cy="${y - 14}" rx="50" ry="20"/></g>`;
    })
    .join('');
  const px = -160 + t * 960;
  return svg(
    640,
    360,
    `<defs>${gradient('s', [[0, C.navy], [0.6, C.mid], [1, '#4f7cac']])}</defs>
    <rect width="640" height="360" fill="url(#s)"/>
    <circle cx="520" cy="250" r="60" fill="#f8b26a" opacity="0.35"/>
    ${clouds}
    ${plane(px, 200 - t * 90, 0.28, '#e8eef5')}
    <polygon points="0,360 90,250 170,300 260,220 360,300 450,240 560,310 640,260 640,360" fill="#081c36" opacity="0.9"/>`,
  );
}

export function socialImage() {
  return svg(
    1200,
    630,
    `<defs>${gradient('s', [[0, C.navy], [1, C.mid]])}</defs>
    <rect width="1200" height="630" fill="url(#s)"/>
    ${plane(760, 250, 1.1, '#e8eef5')}
    <polygon points="0,630 160,470 300,560 460,430 640,560 800,470 980,580 1200,480 1200,630" fill="#081c36"/>
    <text x="80" y="250" font-family="sans-serif" font-size="76" font-weight="700" fill="#fff">VisaDesk</text>
    <text x="80" y="330" font-family="sans-serif" font-size="40" fill="#fff">Work visas and jobs abroad</text>
    <text x="80" y="400" font-family="sans-serif" font-size="30" fill="${C.amber}">Check your application status online</text>`,
  );
}
