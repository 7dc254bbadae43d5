/**
 * Résumé files made by the tests themselves: well-formed PDFs and Word documents with a given
 * text, and the attacks an upload meets (OWASP's file upload list): files lying about their type,
 * macro documents, ZIP bombs (honest and lying about their sizes), PDFs with script, launch
 * actions, embedded files or encryption, damaged files. Nothing is downloaded or checked in.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { resumeNameHeader } from '@/shared/forms/resume-file';
import { resumeUploadPath } from '@/config/endpoints';
import type { TestServer } from './test-server';

interface ZipEntrySpec {
  name: string;
  content: Buffer | string;
  /** Stored uncompressed instead of deflated. */
  store?: boolean;
  /** The size the directory declares, when it should lie about it. */
  declaredSize?: number;
}

/** A ZIP archive of the entries, as Word writes one (local headers, directory, end record). */
export function zip(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const content = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content);
    const data = entry.store ? content : deflateRawSync(content);
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? content.length;
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.store ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.store ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const documentType =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const macroDocumentType = 'application/vnd.ms-word.document.macroEnabled.main+xml';

function contentTypes(mainType: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`;
}

const packageRelationships = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

function documentXml(paragraphs: readonly string[]): string {
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
}

/** A Word document of these paragraphs, with further entries if given. */
export function docx(paragraphs: readonly string[], extra: readonly ZipEntrySpec[] = []): Buffer {
  return zip([
    { name: '[Content_Types].xml', content: contentTypes(documentType) },
    { name: '_rels/.rels', content: packageRelationships },
    { name: 'word/document.xml', content: documentXml(paragraphs) },
    ...extra,
  ]);
}

/** A Word document with macros (what Word saves as .docm). */
export function docm(paragraphs: readonly string[]): Buffer {
  return zip([
    { name: '[Content_Types].xml', content: contentTypes(macroDocumentType) },
    { name: '_rels/.rels', content: packageRelationships },
    { name: 'word/document.xml', content: documentXml(paragraphs) },
    { name: 'word/vbaProject.bin', content: Buffer.from('Attribute VB_Name = "AutoOpen"') },
  ]);
}

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

const resume = ['Ravi Kumar', 'Senior Java developer, six years'];

/** The attack corpus: each file, its name, and what the gateway must make of it. */
export const attackCorpus = {
  htmlAsPdf: {
    name: 'resume.pdf',
    bytes: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
  },
  executableAsPdf: {
    name: 'resume.pdf',
    bytes: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512)]),
  },
  pdfAsDocx: { name: 'resume.docx', bytes: pdf(resume) },
  docxAsPdf: { name: 'resume.pdf', bytes: docx(resume) },
  docmAsDocx: { name: 'resume.docx', bytes: docm(resume) },
  docm: { name: 'resume.docm', bytes: docm(resume) },
  /** Declares its sizes honestly: over the total the gateway inflates. */
  zipBomb: {
    name: 'resume.docx',
    bytes: docx(resume, [
      { name: 'word/media/image1.bin', content: Buffer.alloc(80 * 1024 * 1024) },
    ]),
  },
  /** Within the total, but thousands of times smaller compressed than inflated. */
  ratioBomb: {
    name: 'resume.docx',
    bytes: docx(resume, [
      { name: 'word/media/image1.bin', content: Buffer.alloc(16 * 1024 * 1024) },
    ]),
  },
  /** Declares a small size for an entry that inflates to megabytes. */
  lyingZipBomb: {
    name: 'resume.docx',
    bytes: docx(resume, [
      {
        name: 'word/media/image1.bin',
        content: Buffer.alloc(4 * 1024 * 1024),
        declaredSize: 100_000,
      },
    ]),
  },
  encryptedPdf: {
    name: 'resume.pdf',
    bytes: pdf(resume, {
      trailer:
        '/Encrypt 6 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>]',
      objects: [
        '<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff> /U <00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff> >>',
      ],
    }),
  },
  corruptPdf: {
    name: 'resume.pdf',
    bytes: Buffer.concat([
      Buffer.from('%PDF-1.7\n', 'latin1'),
      Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 131) % 256)),
    ]),
  },
  truncatedPdf: { name: 'resume.pdf', bytes: pdf(resume).subarray(0, 300) },
  javascriptPdf: {
    name: 'resume.pdf',
    bytes: pdf(resume, { catalog: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>' }),
  },
  /** The same, with its names written in `#xx` escapes. */
  escapedJavascriptPdf: {
    name: 'resume.pdf',
    bytes: pdf(resume, { catalog: '/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>' }),
  },
  /** The script's dictionary hidden in a compressed object stream. */
  hiddenJavascriptPdf: {
    name: 'resume.pdf',
    bytes: pdf(resume, {
      catalog: '/OpenAction 7 0 R',
      objects: [objectStream('<< /S /JavaScript /JS (app.alert\\(1\\)) >>', 7)],
    }),
  },
  launchPdf: {
    name: 'resume.pdf',
    bytes: pdf(resume, { catalog: '/OpenAction << /S /Launch /F (calc.exe) >>' }),
  },
  embeddedFilePdf: {
    name: 'resume.pdf',
    bytes: pdf(resume, {
      catalog: '/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >>',
      objects: ['<< /Type /Filespec /F (a.exe) >>'],
    }),
  },
} as const;

/** Sends a file to the upload as the form does. */
export function uploadResume(
  server: TestServer,
  name: string,
  bytes: Uint8Array,
  headers: Record<string, string> = {},
): Promise<Response> {
  return server.fetch(resumeUploadPath, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      [resumeNameHeader]: encodeURIComponent(name),
      ...headers,
    },
    body: Uint8Array.from(bytes),
  });
}
