/** The part of subset-font's API the font build uses (the package ships no types). */
declare module 'subset-font' {
  interface SubsetOptions {
    /** Output format; the input's format when left out. */
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** Name table entries to keep besides the defaults. */
    preserveNameIds?: readonly number[];
  }
  /** The font with only the glyphs needed to write `text` (plus their ligatures and forms). */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
