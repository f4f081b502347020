import { describe, expect, it } from 'vitest';
import { readQrImage } from '../../testing/qr-reading';
import { qrDrawing } from './qr-drawing';

/** The light margin readers need around a code, in modules (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/** A statement's length as the server signs it for a long agency name and a three-word name (ADR 053). */
const STATEMENT = `eyJhbGciOiJFZERTQSJ9.${'eyJuIjoiQW5pdGEgU2hhcm1hIn0'.repeat(14)}.${'s1gnature_-'.repeat(8)}`;
const ADDRESS = `https://visas.maple-route.example/hi/verify#${STATEMENT}`;

function svgOf({ size, path }: { size: number; path: string }): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.innerHTML = `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/>`;
  return svg;
}

describe('the QR code of a copy', () => {
  it('draws an address of about 500 characters as version 16-18 at level M, read back exactly', () => {
    const drawing = qrDrawing(ADDRESS);
    expect(ADDRESS.length).toBeGreaterThan(450);
    expect(drawing.version).toBeGreaterThanOrEqual(16);
    expect(drawing.version).toBeLessThanOrEqual(18);
    expect(drawing.size).toBe(17 + 4 * drawing.version + 2 * QUIET_ZONE);
    expect(readQrImage(svgOf(drawing))).toBe(ADDRESS);
  });

  it('leaves the quiet zone of 4 modules light on every side', () => {
    const { size, path } = qrDrawing(ADDRESS);
    const corners = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, run]) => [Number(x), Number(y), Number(run)] as const);
    expect(Math.min(...corners.map(([x]) => x))).toBe(QUIET_ZONE);
    expect(Math.min(...corners.map(([, y]) => y))).toBe(QUIET_ZONE);
    expect(Math.max(...corners.map(([x, , run]) => x + run))).toBe(size - QUIET_ZONE);
    expect(Math.max(...corners.map(([, y]) => y + 1))).toBe(size - QUIET_ZONE);
  });
});
