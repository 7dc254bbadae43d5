/**
 * PDFs made by the tests themselves: pages of text in Helvetica with a correct cross-reference
 * table, extra objects for the attacks in ./resume-corpus.ts, a file padded to a given size and a
 * compressed object stream.
 */
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

export interface PdfOptions {
  /** Added to the catalog (an open action, names...). */
  catalog?: string;
  /** Added to the trailer (an /Encrypt reference). */
  trailer?: string;
  /** Further objects, numbered after the page's. */
  objects?: readonly (string | Buffer)[];
}

/** A one-page PDF showing the lines in Helvetica, with a correct cross-reference table. */
export function pdf(lines: readonly string[], options: PdfOptions = {}): Buffer {
  return pdfPages([lines], options);
}

/**
 * A PDF of as many pages as `pages` holds, each showing its lines in Helvetica. The objects are
 * numbered as a one-page file numbers them: the catalog, the page tree, each page and its
 * content, the font, then `options.objects`.
 */
export function pdfPages(pages: readonly (readonly string[])[], options: PdfOptions = {}): Buffer {
  const escapePdf = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const fontNumber = 3 + 2 * pages.length;
  const kids = pages.map((_, index) => `${3 + 2 * index} 0 R`).join(' ');
  const objects: (string | Buffer)[] = [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''} >>`,
    `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
    ...pages.flatMap((lines, index) => {
      const content = `BT /F1 12 Tf 72 720 Td 14 TL ${lines.map((line) => `(${escapePdf(line)}) '`).join(' ')} ET`;
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${4 + 2 * index} 0 R /Resources << /Font << /F1 ${fontNumber} 0 R >> >> >>`,
        `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      ];
    }),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...(options.objects ?? []),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const body = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      Buffer.isBuffer(object) ? object : Buffer.from(object, 'latin1'),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(body);
    length += body.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R ${options.trailer ?? ''} >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')]);
}

/**
 * A one-page PDF of the lines padded to `size` bytes (within two) with a photo's worth of random
 * pixels: an upload as large as the limit allows.
 */
export function paddedPdf(lines: readonly string[], size: number): Buffer {
  const withImage = (width: number) => {
    const pixels = randomBytes(width * 3);
    const image = Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${String(width)} /Height 1 ` +
          `/ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${String(pixels.length)} >>\nstream\n`,
        'latin1',
      ),
      pixels,
      Buffer.from('\nendstream', 'latin1'),
    ]);
    return pdf(lines, { objects: [image] });
  };
  const first = Math.floor((size - withImage(1).length) / 3);
  // The lengths written in the file have more digits now: one more step to `size`.
  return withImage(first + Math.floor((size - withImage(first).length) / 3));
}

/** An object stream holding one dictionary, compressed as writers do to save room. */
export function objectStream(dictionary: string, number: number): Buffer {
  const header = `${number} 0 `;
  const data = deflateSync(Buffer.from(`${header}${dictionary}`, 'latin1'));
  return Buffer.concat([
    Buffer.from(
      `<< /Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}
