import regular from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import medium from '@fontsource/roboto/files/roboto-latin-500-normal.woff2';
import bold from '@fontsource/roboto/files/roboto-latin-700-normal.woff2';
import { restRange } from './font-ranges';

const files = { 400: regular, 500: medium, 700: bold } as const;

/**
 * Adds the rest of Roboto's Latin set (accented letters, currency and other signs) beside the
 * page's preloaded subsets. Adding a face downloads nothing: the browser fetches a file only when
 * text needs one of its characters, e.g. a visitor typing "José" into a form. The faces are added
 * by script rather than written into every page's stylesheet, where their ranges would cost each
 * page's first round trip about 180 bytes for text no prerendered page contains.
 */
export function addRestOfLatin(fonts: FontFaceSet = document.fonts): void {
  for (const [weight, url] of Object.entries(files)) {
    fonts.add(
      new FontFace('Roboto', `url(${url}) format('woff2')`, {
        weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: restRange,
      }),
    );
  }
}
