/**
 * The qrcode package's encoder alone (lib/core/qrcode.js), without the canvas and SVG renderers
 * its browser entry adds: the copy draws the modules itself (qr-drawing.ts).
 */
declare module 'qrcode/lib/core/qrcode' {
  export { create } from 'qrcode';
}
