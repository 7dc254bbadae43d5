// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import { applicationMessage } from '@/shared/forms/apply-schema';
import type { UploadAnswer } from '@/shared/forms/resume-file';
import type { SubmissionDetail } from '@/shared/staff/api-types';
import { attackCorpus, docx, pdf, uploadResume } from '../support/resume-corpus';
import { createStaff, signIn } from '../support/staff-client';
import { validApply } from '../support/payloads';
import { testServers } from '../support/test-server';
import { cleanText, extractResumeText } from './resume-text';

const start = testServers({ inProcess: true });

describe('reading a file’s text in a process of its own', () => {
  it('reads a PDF and a Word document', async () => {
    const fromPdf = await extractResumeText('pdf', pdf(['Ravi Kumar', 'Quorvantine developer']));
    expect(fromPdf.state).toBe('done');
    expect(fromPdf.state === 'done' && fromPdf.text).toMatch(/Ravi Kumar[\s\S]*Quorvantine/);
    const fromDocx = await extractResumeText('docx', docx(['Ravi Kumar', 'Quorvantine developer']));
    expect(fromDocx).toEqual({ state: 'done', text: 'Ravi Kumar\n\nQuorvantine developer' });
  });

  it('says when a file has no text (a scan) or cannot be read', async () => {
    expect(await extractResumeText('pdf', pdf([]))).toEqual({ state: 'no-text' });
    expect(await extractResumeText('pdf', attackCorpus.corruptPdf.bytes)).toEqual({
      state: 'failed',
    });
    expect(await extractResumeText('docx', Buffer.from('PK\u0003\u0004 not a zip'))).toEqual({
      state: 'failed',
    });
  });

  it('ends the thread when its time is up, and answers only once it has ended', async () => {
    const started = performance.now();
    const outcome = await extractResumeText('pdf', pdf(['Ravi Kumar']), {
      timeoutMs: 1,
      memoryMb: 64,
    });
    expect(outcome).toEqual({ state: 'timed-out' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('answers "failed" when the reader runs out of memory, and the server goes on', async () => {
    // Too little heap even to load PDF.js: the reading process dies of it, not this one.
    const outcome = await extractResumeText('pdf', pdf(['Ravi Kumar']), {
      timeoutMs: 20_000,
      memoryMb: 8,
    });
    expect(outcome).toEqual({ state: 'failed' });
    const next = await extractResumeText('pdf', pdf(['Ravi Kumar', 'Java developer']));
    expect(next.state === 'done' && next.text).toMatch(/Ravi Kumar[\s\S]*Java developer/);
  });

  it('keeps the text printable', () => {
    expect(cleanText('a\u0000b\u202ec\r\n\r\n\r\n\r\nd  \ne\tf')).toBe('abc\n\nd\ne\tf');
  });

  it('uses a PDF.js with no code evaluation in it', () => {
    const require = createRequire(import.meta.url);
    const bundle = readFileSync(join(dirname(require.resolve('unpdf')), 'pdfjs.mjs'), 'utf8');
    expect(bundle).not.toMatch(/new Function\(|[^\w.]eval\(/);
  });
});

describe('an application’s file, read for staff', () => {
  it('shows the text in the entry once read, escaped by the staff page', async () => {
    const server = await start();
    await createStaff(server);
    const staff = await signIn(server);
    const uploaded = await uploadResume(
      server,
      'resume.docx',
      docx(['Ravi Kumar', '<script>alert(1)</script> Quorvantine']),
    );
    const { upload } = (await uploaded.json()) as UploadAnswer;
    const message = applicationMessage('Senior Java Developer', 'Yes', '', upload);
    expect((await server.submit({ ...validApply, message })).status).toBe(201);
    await server.runtime.resumes.idle();
    const entry = (await (
      await staff.request(staffApiPaths.submission(1))
    ).json()) as SubmissionDetail;
    expect(entry.resume?.extraction).toBe('done');
    // As text: the staff page shows it as text, never as markup.
    expect(entry.resume?.text).toBe('Ravi Kumar\n\n<script>alert(1)</script> Quorvantine');
  });

  it('is found by the inbox search and the export, by a word only the file holds', async () => {
    const server = await start();
    await createStaff(server);
    const staff = await signIn(server);
    const uploaded = await uploadResume(
      server,
      'cv.pdf',
      pdf(['Ravi Kumar', 'Quorvantine expert']),
    );
    const { upload } = (await uploaded.json()) as UploadAnswer;
    const message = applicationMessage('Senior Java Developer', 'Yes', '', upload);
    expect((await server.submit({ ...validApply, message })).status).toBe(201);
    expect((await server.submit(validApply)).status).toBe(201);
    await server.runtime.resumes.idle();
    const found = async (query: string) =>
      (
        (await (
          await staff.request(`${staffApiPaths.submissions}?q=${encodeURIComponent(query)}`)
        ).json()) as { items: { id: number }[] }
      ).items.map((item) => item.id);
    expect(await found('quorvantine')).toEqual([1]);
    expect(await found('Quorv')).toEqual([1]);
    expect(await found('quorvantine expert')).toEqual([1]);
    // The entry's own fields are searched as before: both applications.
    expect(await found('ravi')).toEqual([2, 1]);
    expect(await found('zelphorine')).toEqual([]);
    const csv = await (await staff.request(`${staffApiPaths.submissionsCsv}?q=quorvantine`)).text();
    expect(csv.trim().split('\n')).toHaveLength(2);
  });
});
