// The home page's illustrations, part 1: colours, SVG helpers and the figures the scenes are
// drawn with (make-media.mjs draws and encodes them).

export const C = {
  navy: '#0b2545',
  blue: '#13315c',
  mid: '#134074',
  sky: '#8da9c4',
  cream: '#eef4ed',
  amber: '#e0a100',
  red: '#c8102e',
  green: '#2d6a4f',
  pine: '#1b4332',
};

export const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

export const gradient = (id, stops, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

export const range = (n) => Array.from({ length: n }, (_, i) => i);
/** A deterministic pseudo-random sequence, so reruns draw the same pictures. */
export function seeded(seed) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

export function plane(x, y, scale = 1, fill = '#fff') {
  return `<g transform="translate(${x} ${y}) scale(${scale}) rotate(-12)">
    <path d="M0 0 L260 -8 Q300 -8 300 6 Q300 20 260 20 L0 24 Z" fill="${fill}"/>
    <path d="M120 2 L60 -90 L95 -90 L175 2 Z" fill="${fill}"/>
    <path d="M120 20 L70 100 L105 100 L175 20 Z" fill="${fill}" opacity="0.9"/>
    <path d="M10 2 L-20 -50 L10 -50 L45 2 Z" fill="${fill}"/>
    ${range(8).map((i) => `<circle cx="${150 + i * 14}" cy="6" r="3.5" fill="${C.mid}"/>`).join('')}
  </g>`;
}

export function passport(x, y, s = 1, rotate = 0) {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${s})">
    <rect width="250" height="350" rx="16" fill="${C.navy}"/>
    <circle cx="125" cy="150" r="58" fill="none" stroke="${C.amber}" stroke-width="8"/>
    <path d="M125 108 L136 140 L170 140 L143 160 L153 192 L125 172 L97 192 L107 160 L80 140 L114 140 Z" fill="${C.amber}"/>
    <rect x="55" y="245" width="140" height="14" rx="7" fill="${C.amber}"/><rect x="80" y="275" width="90" height="10" rx="5" fill="${C.amber}" opacity="0.8"/>
  </g>`;
}

export function documentSheet(x, y, rotate = 0, lines = 9) {
  return `<g transform="translate(${x} ${y}) rotate(${rotate})">
    <rect width="340" height="440" rx="8" fill="#fff" stroke="#cbd5e0" stroke-width="3"/>
    <rect x="30" y="36" width="180" height="18" rx="6" fill="${C.mid}"/>
    ${range(lines).map((i) => `<rect x="30" y="${90 + i * 32}" width="${220 + ((i * 37) % 60)}" height="10" rx="5" fill="#a0aec0"/>`).join('')}
    <circle cx="270" cy="380" r="38" fill="none" stroke="${C.red}" stroke-width="6" opacity="0.8"/>
    <text x="270" y="389" font-family="sans-serif" font-size="24" font-weight="700" fill="${C.red}" text-anchor="middle" opacity="0.8">OK</text>
  </g>`;
}

export function person(x, y, skin, hair, shirt, scale = 1, longHair = false) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    ${longHair ? `<path d="M-104 20 Q-110 -90 0 -88 Q110 -90 104 20 L112 190 L-112 190 Z" fill="${hair}"/>` : ''}
    <path d="M-150 330 Q-150 170 0 170 Q150 170 150 330 Z" fill="${shirt}"/>
    <rect x="-30" y="120" width="60" height="70" fill="${skin}"/>
    <ellipse cx="0" cy="40" rx="92" ry="108" fill="${skin}"/>
    <path d="M-96 30 Q-100 -80 0 -78 Q100 -80 96 30 Q80 -30 0 -30 Q-80 -30 -96 30 Z" fill="${hair}"/>
    <circle cx="-32" cy="40" r="9" fill="#1a202c"/><circle cx="32" cy="40" r="9" fill="#1a202c"/>
    <path d="M-30 95 Q0 118 30 95" fill="none" stroke="#1a202c" stroke-width="7" stroke-linecap="round"/>
  </g>`;
}
