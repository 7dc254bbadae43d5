/**
 * What a résumé file must be before it is kept (OWASP's file upload rules): a PDF or a Word
 * document (DOCX) whose content says so by its first bytes and agrees with its name's extension.
 * A DOCX is read as the ZIP it is: its directory is checked against limits on entries, total size
 * and compression ratio, every entry is inflated (asynchronously, capped at the size it declares,
 * so a ZIP bomb that lies about its sizes is caught too) and its checksum compared, and a document
 * with macros is refused. A PDF is kept even when it carries script, launch actions or embedded
 * files, but flagged, so staff know before they open it; its compressed object streams are
 * inflated (capped) so a name hidden in one is found too. Nothing here parses more than that: the
 * text is extracted elsewhere, away from the request.
 *
 * The original name is only ever shown, never used to store the file: it is cleaned of paths,
 * control and bidirectional-override characters, and shortened.
 */
import { crc32, inflate, inflateRaw, type ZlibOptions } from 'node:zlib';
import { resumeTypes, type ResumeType } from '@/shared/forms/resume-file';
import type { ResumeFlag } from '@/shared/staff/resume-flags';
import { nextTurn } from '../loop-turns';

/** Why a file is refused; each has its sentence for the applicant (./messages.ts). */
export type ResumeRefusal =
  | 'wrong-type'
  | 'not-a-document'
  | 'mismatch'
  | 'macro'
  | 'damaged'
  | 'protected'
  | 'too-complex'
  | 'empty';

export type ResumeVerdict =
  { ok: true; type: ResumeType; flags: ResumeFlag[] } | { ok: false; refusal: ResumeRefusal };

/** Limits of a DOCX's ZIP: a résumé is a few dozen entries and a few megabytes inflated. */
export const zipLimits = {
  entries: 1000,
  totalUncompressedBytes: 64 * 1024 * 1024,
  /** Total inflated size over total compressed size; text XML stays far below it. */
  ratio: 100,
} as const;

/** How much of a PDF's object streams is inflated to look for names hidden in them. */
const pdfInflateBudgetBytes = 64 * 1024 * 1024;

/** The longest name shown, in characters, its extension included. */
export const displayNameLength = 120;

const pdfMagic = Buffer.from('%PDF-', 'latin1');
const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function startsWith(bytes: Buffer, magic: Buffer): boolean {
  return bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);
}

/**
 * The name as staff will see it: the last part of any path, in NFC, without control, format or
 * bidirectional-override characters (the zero-width joiner of an emoji excepted), spaces
 * collapsed, shortened to `displayNameLength` without breaking a character, extension kept.
 */
export function cleanDisplayName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cs}\p{Co}\p{Cn}]/gu, ' ')
    .replace(/(?!\u200d)\p{Cf}/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const extension =
    dot >= 0 && /^\.[\p{L}\p{N}]{1,5}$/u.test(cleaned.slice(dot))
      ? cleaned.slice(dot).toLowerCase()
      : '';
  const stem = (extension ? cleaned.slice(0, dot) : cleaned).replace(/^[\s.]+|[\s.]+$/gu, '');
  const room = displayNameLength - extension.length;
  const graphemes = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(stem)];
  let shortened = '';
  for (const { segment } of graphemes) {
    if (shortened.length + segment.length > room) break;
    shortened += segment;
  }
  return `${shortened.trim() || 'resume'}${extension}`;
}

/** The kind of file a (cleaned) name claims to be; `macro` for a Word document with macros. */
function claimedType(name: string): ResumeType | 'macro' | undefined {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = name.slice(dot + 1).toLowerCase();
  if (extension === 'docm' || extension === 'dotm') return 'macro';
  return Object.keys(resumeTypes).find((type): type is ResumeType => type === extension);
}

export async function checkResume(name: string, bytes: Buffer): Promise<ResumeVerdict> {
  const claimed = claimedType(name);
  if (claimed === 'macro') return { ok: false, refusal: 'macro' };
  if (claimed === undefined) return { ok: false, refusal: 'wrong-type' };
  if (bytes.length === 0) return { ok: false, refusal: 'empty' };
  const actual = startsWith(bytes, pdfMagic) ? 'pdf' : startsWith(bytes, zipMagic) ? 'docx' : null;
  if (actual === null) return { ok: false, refusal: 'not-a-document' };
  if (actual !== claimed) return { ok: false, refusal: 'mismatch' };
  return actual === 'pdf' ? checkPdf(bytes) : checkDocx(bytes);
}

/** Inflated data; `too-large` past `maxOutputLength`, undefined when it is not valid. */
function inflated(
  method: typeof inflate | typeof inflateRaw,
  data: Buffer,
  options: ZlibOptions,
): Promise<Buffer | 'too-large' | undefined> {
  return new Promise((resolve) => {
    method(data, options, (error, result) => {
      if (!error) resolve(result);
      else
        resolve('code' in error && error.code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : undefined);
    });
  });
}

/**
 * A PDF name, also written with `#xx` escapes (`/J#61vaScript` is `/JavaScript`), as a whole name:
 * a pattern that runs in linear time over the file, whatever it holds.
 */
function pdfName(name: string): RegExp {
  // The names are ASCII: one code unit each.
  const characters = Array.from(name, (character) => {
    const [high = '', low = ''] = character.charCodeAt(0).toString(16);
    return `(?:${character}|#${high}[${low.toLowerCase()}${low.toUpperCase()}])`;
  });
  return new RegExp(`/${characters.join('')}(?![^\\s/[\\]<>(){}%])`);
}

const pdfFlagNames: readonly [RegExp, ResumeFlag][] = [
  [pdfName('JavaScript'), 'script'],
  [pdfName('JS'), 'script'],
  [pdfName('Launch'), 'launch'],
  [pdfName('EmbeddedFile'), 'embedded-file'],
  [pdfName('EmbeddedFiles'), 'embedded-file'],
  [pdfName('Encrypt'), 'encrypted'],
];

/** Object streams inflated at most, so that a file of many cannot keep the server busy. */
const pdfObjectStreams = 1000;

/**
 * A PDF is read for names in slices of this many bytes, with the event loop free between them:
 * the whole of a 10 MB file read at once held up every other request for tens of milliseconds.
 */
const pdfSliceBytes = 512 * 1024;
/**
 * Each slice also takes this many bytes on either side, so that a name across a boundary is
 * seen whole, with the character after it: longer than the longest name spelled with escapes.
 */
const pdfSliceOverlap = 64;

/** Adds to `flags` each flag whose name occurs in `data`, a slice at a time. */
async function flagNames(data: Buffer, flags: Set<ResumeFlag>): Promise<void> {
  for (let from = 0; from < data.length; from += pdfSliceBytes) {
    const text = data.toString(
      'latin1',
      Math.max(0, from - pdfSliceOverlap),
      Math.min(data.length, from + pdfSliceBytes + pdfSliceOverlap),
    );
    for (const [pattern, flag] of pdfFlagNames) {
      if (!flags.has(flag) && pattern.test(text)) flags.add(flag);
    }
    await nextTurn();
  }
}

async function checkPdf(bytes: Buffer): Promise<ResumeVerdict> {
  // A PDF ends with its trailer's end marker (a few bytes of line ends may follow it).
  if (!bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF', 0, 'latin1')) {
    return { ok: false, refusal: 'damaged' };
  }
  const flags = new Set<ResumeFlag>();
  await flagNames(bytes, flags);
  // Object streams hold dictionaries compressed: inflated within a budget, and read the same way.
  let budget = pdfInflateBudgetBytes;
  let streams = 0;
  for (
    let at = bytes.indexOf('/ObjStm', 0, 'latin1');
    at >= 0 && budget > 0 && streams < pdfObjectStreams;
    at = bytes.indexOf('/ObjStm', at + 1, 'latin1')
  ) {
    const dictionary = bytes.toString('latin1', Math.max(0, at - 400), at + 400);
    const keyword = bytes.indexOf('stream', at, 'latin1');
    if (keyword < 0 || keyword - at > 400 || !dictionary.includes('/FlateDecode')) continue;
    const start =
      keyword + (bytes.toString('latin1', keyword, keyword + 8) === 'stream\r\n' ? 8 : 7);
    const end = bytes.indexOf('endstream', start, 'latin1');
    if (end < 0) break;
    streams += 1;
    const data = await inflated(inflate, bytes.subarray(start, end), {
      maxOutputLength: budget,
      // Z_SYNC_FLUSH: a stream followed by line ends before `endstream` still inflates.
      finishFlush: 2,
    });
    if (data === 'too-large') break;
    if (!data) continue;
    budget -= data.length;
    await flagNames(data, flags);
  }
  return { ok: true, type: 'pdf', flags: [...flags].sort() };
}

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

/** The ZIP's central directory; a string when it cannot be read or is past the limits. */
function zipDirectory(bytes: Buffer): ZipEntry[] | ResumeRefusal {
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < searchFrom || eocd + 22 > bytes.length) return 'damaged';
  const count = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  const offset = bytes.readUInt32LE(eocd + 16);
  // ZIP64 markers: no résumé needs them.
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return 'too-complex';
  if (count > zipLimits.entries) return 'too-complex';
  if (offset + size > eocd) return 'damaged';
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > eocd || bytes.readUInt32LE(at) !== 0x02014b50) return 'damaged';
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      crc: bytes.readUInt32LE(at + 16),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.compressedSize === 0xffffffff || entry.uncompressedSize === 0xffffffff) {
      return 'too-complex';
    }
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  const compressed = entries.reduce((sum, entry) => sum + entry.compressedSize, 0);
  if (total > zipLimits.totalUncompressedBytes) return 'too-complex';
  if (total > zipLimits.ratio * Math.max(1, compressed)) return 'too-complex';
  return entries;
}

/** An entry's content, inflated no further than the size it declares; undefined when it lies. */
async function entryContent(bytes: Buffer, entry: ZipEntry): Promise<Buffer | ResumeRefusal> {
  // Bit 0: encrypted (a password-protected document).
  if ((entry.flags & 1) !== 0) return 'protected';
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) return 'damaged';
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return 'damaged';
  let content: Buffer | 'too-large' | undefined;
  if (entry.method === 0) content = data;
  else if (entry.method === 8) {
    // One byte more than declared: an entry that inflates past its size is caught, not cut.
    content = await inflated(inflateRaw, data, { maxOutputLength: entry.uncompressedSize + 1 });
  }
  if (content === 'too-large') return 'too-complex';
  if (content === undefined) return 'damaged';
  if (content.length !== entry.uncompressedSize || crc32(content) !== entry.crc) return 'damaged';
  return content;
}

async function checkDocx(bytes: Buffer): Promise<ResumeVerdict> {
  const entries = zipDirectory(bytes);
  if (typeof entries === 'string') return { ok: false, refusal: entries };
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) {
    return { ok: false, refusal: 'not-a-document' };
  }
  if (entries.some((entry) => /(^|\/)vbaProject\.bin$/i.test(entry.name))) {
    return { ok: false, refusal: 'macro' };
  }
  for (const entry of entries) {
    const content = await entryContent(bytes, entry);
    if (typeof content === 'string') return { ok: false, refusal: content };
    if (entry.name === '[Content_Types].xml' && /macroEnabled/i.test(content.toString('utf8'))) {
      return { ok: false, refusal: 'macro' };
    }
  }
  return { ok: true, type: 'docx', flags: [] };
}
