import { create } from 'qrcode/lib/core/qrcode';

/** The light margin around the code that readers need to find it: 4 modules (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/** A QR code as one SVG path: the dark modules, in a square of `size` modules quiet zone included. */
export interface QrDrawing {
  size: number;
  path: string;
  version: number;
}

/**
 * Encodes text at error correction level M (15% of the code may be lost: a crease, a stain) and
 * writes each row's runs of dark modules as rectangles of one path, so the whole code is one
 * element however many modules it has.
 */
export function qrDrawing(text: string): QrDrawing {
  const { modules, version } = create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  let path = '';
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column += 1;
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG path's commands, not words anyone reads
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h-${column - start}z`;
    }
  }
  return { size: count + 2 * QUIET_ZONE, path, version };
}
