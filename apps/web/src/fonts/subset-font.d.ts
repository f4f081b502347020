// subset-font (harfbuzz's hb-subset in WebAssembly) ships no types: only what scripts/font-subsets.ts uses.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>;
}

// fontverter (subset-font's WOFF2 converter) neither: the font tests read a subset back through it.
declare module 'fontverter' {
  const fontverter: { convert(font: Uint8Array, format: 'truetype' | 'woff' | 'woff2'): Promise<Buffer> };
  export default fontverter;
}
