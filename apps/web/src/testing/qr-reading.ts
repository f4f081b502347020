import jsQR from 'jsqr';

const PIXELS_PER_MODULE = 4;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The rectangles an SVG path draws, as its commands say (absolute M, H and V, relative h and v,
 * z): each closed subpath filled over the box its corners span. Enough for a QR code's runs of modules.
 */
function rectanglesOf(path: string): Box[] {
  const rectangles: Box[] = [];
  let corners: [number, number][] = [];
  for (const [, command, numbers = ''] of path.matchAll(/([MhvHVz])([^MhvHVz]*)/g)) {
    const [first = 0, second = 0] = numbers.trim().split(/[\s,]+/).filter(Boolean).map(Number);
    const [x, y] = corners.at(-1) ?? [0, 0];
    if (command === 'M') corners = [[first, second]];
    else if (command === 'h') corners.push([x + first, y]);
    else if (command === 'v') corners.push([x, y + first]);
    else if (command === 'H') corners.push([first, y]);
    else if (command === 'V') corners.push([x, first]);
    else {
      const xs = corners.map(([cornerX]) => cornerX);
      const ys = corners.map(([, cornerY]) => cornerY);
      rectangles.push({ left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) });
    }
  }
  return rectangles;
}

/** The grey of a fill written `#rgb` or `#rrggbb` (0 black, 255 white); SVG's default black otherwise. */
function greyOf(fill: string | null): number {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(fill ?? '')?.[1];
  if (!hex) return 0;
  const channels = hex.length === 3 ? [...hex].map((digit) => digit + digit) : hex.match(/../g) ?? [];
  return Math.round(channels.reduce((sum, channel) => sum + parseInt(channel, 16), 0) / 3);
}

/** The boxes an element paints: a rect's own, a path's rectangles. */
function boxesOf(shape: Element): Box[] {
  if (shape.tagName.toLowerCase() === 'path') return rectanglesOf(shape.getAttribute('d') ?? '');
  const [left, top, width, height] = ['x', 'y', 'width', 'height'].map((name) => Number(shape.getAttribute(name) ?? 0)) as [number, number, number, number];
  return [{ left, top, right: left + width, bottom: top + height }];
}

/**
 * What a phone reads in a QR code drawn as an SVG image (components/applicant/copy-proof.tsx): its
 * rects and paths painted in their fills, in order, over what shows through (white), at
 * PIXELS_PER_MODULE pixels a unit of its viewBox, then decoded by jsQR. Null when nothing can be read.
 */
export function readQrImage(svg: Element): string | null {
  const [, , width = 0, height = 0] = (svg.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);
  const [wide, high] = [width * PIXELS_PER_MODULE, height * PIXELS_PER_MODULE];
  const grey = new Uint8ClampedArray(wide * high).fill(255);
  for (const shape of svg.querySelectorAll('rect, path')) {
    const shade = greyOf(shape.getAttribute('fill'));
    for (const box of boxesOf(shape)) {
      const [left, right] = [box.left * PIXELS_PER_MODULE, box.right * PIXELS_PER_MODULE];
      for (let y = box.top * PIXELS_PER_MODULE; y < box.bottom * PIXELS_PER_MODULE; y += 1) grey.fill(shade, y * wide + left, y * wide + right);
    }
  }
  const rgba = new Uint8ClampedArray(wide * high * 4);
  grey.forEach((shade, pixel) => rgba.set([shade, shade, shade, 255], pixel * 4));
  return jsQR(rgba, wide, high, { inversionAttempts: 'dontInvert' })?.data ?? null;
}
