/**
 * Résumé files made by the tests themselves: well-formed PDFs and Word documents with a given
 * text, and the attacks an upload meets (OWASP's file upload list): files lying about their type,
 * macro documents, ZIP bombs (honest and lying about their sizes), PDFs with script, launch
 * actions, embedded files or encryption, damaged files. Nothing is downloaded or checked in.
 * The well-formed files are written by ./word-files.ts and ./pdf-files.ts; this module hands them
 * on, so a test imports every résumé file from one place.
 */
import { resumeNameHeader } from '@/shared/forms/resume-file';
import { resumeUploadPath } from '@/config/endpoints';
import { objectStream, pdf } from './pdf-files';
import type { TestServer } from './test-server';
import { docm, docx } from './word-files';

export { docm, docx, zip, type ZipEntrySpec } from './word-files';
export { objectStream, paddedPdf, pdf, pdfPages, type PdfOptions } from './pdf-files';

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
