// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import { applicationMessage } from '@/shared/forms/apply-schema';
import { maxResumeBytes, type UploadAnswer } from '@/shared/forms/resume-file';
import type { SubmissionDetail } from '@/shared/staff/api-types';
import type { AuditPage } from '@/shared/staff/audit';
import { attackCorpus, docx, paddedPdf, uploadResume } from '../support/resume-corpus';
import { storedResumeParts, storedResumes } from '../support/stored-resumes';
import { createStaff, signIn } from '../support/staff-client';
import { storedSubmissions } from '../support/stored-submissions';
import { validApply, validContact } from '../support/payloads';
import { testServers, type TestServer } from '../support/test-server';
import { resumePartBytes } from '../db/resumes';
import { attachmentDisposition } from './submission-routes';

const start = testServers({ inProcess: true });

/** An application with the file attached; answers the entry's id. */
async function applyWith(server: TestServer, name: string, bytes: Buffer): Promise<number> {
  const uploaded = await uploadResume(server, name, bytes);
  expect(uploaded.status).toBe(201);
  const { upload } = (await uploaded.json()) as UploadAnswer;
  const message = applicationMessage('Senior Java Developer', 'Yes', 'A note.', upload);
  expect((await server.submit({ ...validApply, message })).status).toBe(201);
  return (await storedSubmissions(server.database)).at(-1)?.id ?? 0;
}

describe('an application’s résumé file, for staff', () => {
  it('is described in the entry, with what was found in it', async () => {
    const server = await start();
    await createStaff(server);
    const staff = await signIn(server);
    const { bytes } = attackCorpus.javascriptPdf;
    const id = await applyWith(server, 'Ravi CV.pdf', bytes);
    await server.runtime.resumes.idle();
    const entry = (await (
      await staff.request(staffApiPaths.submission(id))
    ).json()) as SubmissionDetail;
    expect(entry.resume).toEqual({
      name: 'Ravi CV.pdf',
      size: bytes.length,
      mediaType: 'application/pdf',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      flags: ['script'],
      extraction: 'done',
      text: 'Ravi Kumar\nSenior Java developer, six years',
    });
    expect(entry.message).toBe('Position: Senior Java Developer\nOnsite: Yes\n\nA note.');
  });

  it('downloads as the original attachment, with headers that keep it from running', async () => {
    const server = await start();
    await createStaff(server);
    const staff = await signIn(server);
    const bytes = docx(['Ravi Kumar']);
    const id = await applyWith(server, 'Ravi "CV"\r\n🚀.docx', bytes);
    const response = await staff.request(staffApiPaths.resume(id));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    expect(response.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Ravi _CV_ _.docx"; filename*=UTF-8''Ravi%20%22CV%22%20%F0%9F%9A%80.docx`,
    );
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    // Its own policy first, then the site's: a browser enforces both.
    expect(response.headers.get('Content-Security-Policy')).toMatch(
      /^sandbox, default-src 'self';/,
    );
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    // Each download is in the entry's history.
    await staff.request(staffApiPaths.resume(id));
    const history = (await (
      await staff.request(staffApiPaths.submissionActivity(id))
    ).json()) as AuditPage;
    expect(history.items.filter((event) => event.action === 'resume-downloaded')).toHaveLength(2);
  });

  it('of 10 MB goes in parts of 512 KiB at most and comes back byte for byte, read and downloaded', async () => {
    const server = await start();
    await createStaff(server);
    const staff = await signIn(server);
    const bytes = paddedPdf(['Ravi Kumar', 'Senior Java developer, six years'], maxResumeBytes);
    expect(bytes.length).toBeGreaterThan(maxResumeBytes - 3);
    const id = await applyWith(server, 'Ravi CV.pdf', bytes);
    const [file] = await storedResumes(server.database);
    const parts = await storedResumeParts(server.database, file?.id ?? 0);
    expect(parts.length).toBe(Math.ceil(bytes.length / resumePartBytes));
    expect(parts.every((part) => part.bytes.length <= resumePartBytes)).toBe(true);
    // The reader was given the whole file: it found the text on its page.
    await server.runtime.resumes.idle();
    const entry = (await (
      await staff.request(staffApiPaths.submission(id))
    ).json()) as SubmissionDetail;
    expect(entry.resume).toMatchObject({
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      extraction: 'done',
      text: 'Ravi Kumar\nSenior Java developer, six years',
    });
    const response = await staff.request(staffApiPaths.resume(id));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Length')).toBe(String(bytes.length));
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('is for signed-in staff whose role sees applications only', async () => {
    const server = await start();
    const id = await applyWith(server, 'resume.docx', docx(['Ravi Kumar']));
    const signedOut = await server.fetch(staffApiPaths.resume(id));
    expect(signedOut.status).toBe(401);
    await createStaff(server, 'sales@akscellence.example', 'a sales password long enough', 'sales');
    const sales = await signIn(server, 'sales@akscellence.example', 'a sales password long enough');
    expect((await sales.request(staffApiPaths.resume(id))).status).toBe(404);
    await createStaff(server, 'hr@akscellence.example', 'a recruiting password long', 'recruiting');
    const recruiting = await signIn(server, 'hr@akscellence.example', 'a recruiting password long');
    expect((await recruiting.request(staffApiPaths.resume(id))).status).toBe(200);
  });

  it('is not there for an entry without a file', async () => {
    const server = await start();
    await createStaff(server);
    const staff = await signIn(server);
    await server.submit(validContact);
    const entry = (await (await staff.request(staffApiPaths.submission(1))).json()) as {
      resume: unknown;
    };
    expect(entry.resume).toBeNull();
    expect((await staff.request(staffApiPaths.resume(1))).status).toBe(404);
  });
});

describe('the download’s file name', () => {
  it('cannot break out of the header, and keeps the name in filename*', () => {
    expect(attachmentDisposition('a;b%c\\d.pdf')).toBe(
      `attachment; filename="a_b_c_d.pdf"; filename*=UTF-8''a%3Bb%25c%5Cd.pdf`,
    );
    expect(attachmentDisposition("O'Brien (CV).pdf")).toBe(
      `attachment; filename="O'Brien (CV).pdf"; filename*=UTF-8''O%27Brien%20%28CV%29.pdf`,
    );
  });
});
