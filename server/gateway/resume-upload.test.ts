// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resumeUploadPath } from '@/config/endpoints';
import { maxResumeBytes, resumeTypes, uploadTokenPattern } from '@/shared/forms/resume-file';
import { attackCorpus, docx, pdf, uploadResume } from '../support/resume-corpus';
import { storedResumeBytes, storedResumes } from '../support/stored-resumes';
import { messageOf, testServers } from '../support/test-server';
import { uploadKeyOf } from '../db/resumes';
import { resumeMessages } from './messages';

/** The upload's checks, answered in process: nothing here is about the socket. */
const start = testServers({ inProcess: true });

const resume = ['Ravi Kumar', 'Senior Java developer, six years'];

describe('accepted résumé files', () => {
  it('keeps a PDF under a key from a random token, with its size, type and SHA-256', async () => {
    const server = await start();
    const bytes = pdf(resume);
    const response = await uploadResume(server, 'Ravi Kumar resume.pdf', bytes);
    expect(response.status).toBe(201);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as { upload: string; name: string; size: number };
    expect(body).toEqual({
      message: resumeMessages.stored,
      upload: body.upload,
      name: 'Ravi Kumar resume.pdf',
      size: bytes.length,
    });
    expect(body.upload).toMatch(uploadTokenPattern);
    const [row] = await storedResumes(server.database);
    expect(row).toMatchObject({
      submission_id: null,
      display_name: 'Ravi Kumar resume.pdf',
      media_type: resumeTypes.pdf.mediaType,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      flags: '',
      // The token is the uploader's alone: the database holds its hash.
      upload_key: uploadKeyOf(body.upload),
    });
    expect(await storedResumeBytes(server.database, row?.id ?? 0)).toEqual(bytes);
  });

  it('keeps a Word document, and gives two uploads of the same file two keys', async () => {
    const server = await start();
    const bytes = docx(resume);
    const first = await uploadResume(server, 'resume.DOCX', bytes);
    const second = await uploadResume(server, 'resume.docx', bytes);
    expect([first.status, second.status]).toEqual([201, 201]);
    const rows = await storedResumes(server.database);
    expect(rows.map((row) => row.media_type)).toEqual([
      resumeTypes.docx.mediaType,
      resumeTypes.docx.mediaType,
    ]);
    expect(rows[0]?.display_name).toBe('resume.docx');
    expect(new Set(rows.map((row) => row.upload_key)).size).toBe(2);
  });
});

describe('the attack corpus', () => {
  const refused = [
    ['an HTML page named .pdf', attackCorpus.htmlAsPdf, 415, 'not-a-document'],
    ['an executable named .pdf', attackCorpus.executableAsPdf, 415, 'not-a-document'],
    ['a PDF named .docx', attackCorpus.pdfAsDocx, 415, 'mismatch'],
    ['a Word document named .pdf', attackCorpus.docxAsPdf, 415, 'mismatch'],
    ['a macro document named .docx', attackCorpus.docmAsDocx, 415, 'macro'],
    ['a .docm', attackCorpus.docm, 415, 'macro'],
    ['a ZIP bomb over the total size', attackCorpus.zipBomb, 422, 'too-complex'],
    ['a ZIP bomb over the compression ratio', attackCorpus.ratioBomb, 422, 'too-complex'],
    ['a ZIP bomb lying about its sizes', attackCorpus.lyingZipBomb, 422, 'too-complex'],
    ['a corrupt PDF', attackCorpus.corruptPdf, 422, 'damaged'],
    ['a truncated PDF', attackCorpus.truncatedPdf, 422, 'damaged'],
  ] as const;

  it.each(refused)('refuses %s and keeps nothing', async (_, file, status, refusal) => {
    const server = await start();
    const response = await uploadResume(server, file.name, file.bytes);
    expect(response.status).toBe(status);
    expect(await messageOf(response)).toBe(resumeMessages.refused[refusal]);
    expect(await storedResumes(server.database)).toEqual([]);
    // The server goes on taking good files.
    expect((await uploadResume(server, 'resume.pdf', pdf(resume))).status).toBe(201);
  });

  const flagged = [
    ['script', attackCorpus.javascriptPdf, 'script'],
    ['script written in escapes', attackCorpus.escapedJavascriptPdf, 'script'],
    ['script in a compressed object stream', attackCorpus.hiddenJavascriptPdf, 'script'],
    ['a launch action', attackCorpus.launchPdf, 'launch'],
    ['an embedded file', attackCorpus.embeddedFilePdf, 'embedded-file'],
    ['encryption', attackCorpus.encryptedPdf, 'encrypted'],
  ] as const;

  it.each(flagged)('keeps a PDF with %s, flagged for staff', async (_, file, flag) => {
    const server = await start();
    const response = await uploadResume(server, file.name, file.bytes);
    expect(response.status).toBe(201);
    const [row] = await storedResumes(server.database);
    expect(row?.flags.split(',')).toContain(flag);
  });

  it('refuses a file of a type not accepted, or without a name, before looking inside', async () => {
    const server = await start();
    for (const name of ['resume.doc', 'resume.txt', 'resume', 'resume.pdf.exe']) {
      const response = await uploadResume(server, name, pdf(resume));
      expect(response.status).toBe(415);
      expect(await messageOf(response)).toBe(resumeMessages.refused['wrong-type']);
    }
    const nameless = await server.fetch(resumeUploadPath, {
      method: 'POST',
      body: Uint8Array.from(pdf(resume)),
    });
    expect(nameless.status).toBe(400);
    expect(await messageOf(nameless)).toBe(resumeMessages.noName);
    const empty = await uploadResume(server, 'resume.pdf', new Uint8Array());
    expect(empty.status).toBe(422);
    expect(await storedResumes(server.database)).toEqual([]);
  });

  it('refuses 10 MB and one byte with 413, and takes 10 MB', async () => {
    const server = await start();
    const padded = (size: number) => {
      const bytes = pdf(resume);
      // Padding in a comment before the trailer's end keeps the file a PDF.
      const padding = Buffer.alloc(size - bytes.length, 0x20);
      return Buffer.concat([bytes.subarray(0, 20), padding, bytes.subarray(20)]);
    };
    const over = await uploadResume(server, 'resume.pdf', padded(maxResumeBytes + 1));
    expect(over.status).toBe(413);
    expect(await messageOf(over)).toBe(resumeMessages.tooLarge);
    expect(await storedResumes(server.database)).toEqual([]);
    const limit = await uploadResume(server, 'resume.pdf', padded(maxResumeBytes));
    expect(limit.status).toBe(201);
  });
});

describe('the names shown to staff', () => {
  const names = [
    ['a path', '../../etc/passwd.pdf', 'passwd.pdf'],
    ['a Windows path', 'C:\\Users\\ravi\\resume.pdf', 'resume.pdf'],
    ['CR/LF', 'resume\r\nSet-Cookie: a=b.pdf', 'resume Set-Cookie: a=b.pdf'],
    ['a right-to-left override', 'Ravi\u202ekcod.pdf', 'Ravikcod.pdf'],
    ['emoji', '🚀 Résumé 👩‍💻.pdf', '🚀 Résumé 👩‍💻.pdf'],
    ['a NUL and only dots', '\u0000...pdf', 'resume.pdf'],
    ['a long name', `${'👩‍💻'.repeat(80)}.pdf`, `${'👩‍💻'.repeat(23)}.pdf`],
  ] as const;

  it.each(names)('are cleaned of %s', async (_, sent, shown) => {
    const server = await start();
    const response = await uploadResume(server, sent, pdf(resume));
    expect(response.status).toBe(201);
    expect(((await response.json()) as { name: string }).name).toBe(shown);
    const [row] = await storedResumes(server.database);
    expect(row?.display_name).toBe(shown);
  });

  it('judge the type by the cleaned name: an executable behind an override is refused', async () => {
    const server = await start();
    // Shown as "resumefdp.exe" once the override is gone: not a PDF by its name.
    const response = await uploadResume(server, 'resume\u202efdp.exe', pdf(resume));
    expect(response.status).toBe(415);
    expect(await storedResumes(server.database)).toEqual([]);
  });
});
