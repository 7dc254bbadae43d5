/**
 * Word documents made by the tests themselves: a ZIP archive written as Word writes one, a .docx
 * of given paragraphs and a macro document (.docm). The attacks built from them are in
 * ./resume-corpus.ts.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntrySpec {
  name: string;
  content: Buffer | string;
  /** Stored uncompressed instead of deflated. */
  store?: boolean;
  /** The size the directory declares, when it should lie about it. */
  declaredSize?: number;
}

/**
 * The fields an entry's local header and its directory record share, in the same order from
 * `at` (the version needed to extract): method, CRC, compressed size, size and the name's length.
 */
function writeEntryFields(
  header: Buffer,
  at: number,
  entry: { method: number; crc: number; compressed: number; size: number; nameLength: number },
): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(entry.method, at + 4);
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.compressed, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(entry.nameLength, at + 22);
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
    const fields = {
      method: entry.store ? 0 : 8,
      crc: crc32(content),
      compressed: data.length,
      size: entry.declaredSize ?? content.length,
      nameLength: name.length,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, fields);
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
