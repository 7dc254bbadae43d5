// @vitest-environment node
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { resumeUploadPath } from '@/config/endpoints';
import { applicationMessage, resumeOf } from '@/shared/forms/apply-schema';
import { maxResumeBytes, resumeNameHeader, type UploadAnswer } from '@/shared/forms/resume-file';
import { pdf, uploadResume } from '../support/resume-corpus';
import { storedPartCount, storedResumes } from '../support/stored-resumes';
import { storedSubmissions, submissionCount } from '../support/stored-submissions';
import { validApply, validContact } from '../support/payloads';
import { messageOf, testServers, type TestServer } from '../support/test-server';
import { gatewayMessages, resumeMessages } from './messages';

const start = testServers({ inProcess: true });

const hourMs = 60 * 60_000;

async function uploaded(server: TestServer): Promise<UploadAnswer> {
  const response = await uploadResume(server, 'Ravi Kumar.pdf', pdf(['Ravi Kumar']));
  expect(response.status).toBe(201);
  return (await response.json()) as UploadAnswer;
}

/** An application that refers to the upload, with a note beside it. */
function applicationWith(upload: string, note = 'Happy to relocate.') {
  return {
    ...validApply,
    message: applicationMessage('Senior Java Developer', 'Yes', note, upload),
  };
}

describe('an application that refers to an uploaded file', () => {
  it('is stored with the file, and its message without the reference', async () => {
    const server = await start();
    const file = await uploaded(server);
    const response = await server.submit(applicationWith(file.upload));
    expect(response.status).toBe(201);
    const [entry] = await storedSubmissions(server.database);
    expect(entry?.message).toBe(
      'Position: Senior Java Developer\nOnsite: Yes\n\nHappy to relocate.',
    );
    expect(entry).toMatchObject({ position: 'Senior Java Developer', onsite: 'Yes' });
    expect(resumeOf(entry?.message ?? '')).toBe('Happy to relocate.');
    const [row] = await storedResumes(server.database);
    expect(row?.submission_id).toBe(entry?.id);
  });

  it('needs no note beside the file', async () => {
    const server = await start();
    const file = await uploaded(server);
    expect((await server.submit(applicationWith(file.upload, ''))).status).toBe(201);
    const [entry] = await storedSubmissions(server.database);
    expect(entry?.message).toBe('Position: Senior Java Developer\nOnsite: Yes');
  });

  it('sent again is answered as the first, and the file stays with the first', async () => {
    const server = await start();
    const file = await uploaded(server);
    const first = (await (await server.submit(applicationWith(file.upload))).json()) as {
      reference: string;
    };
    const again = await server.submit(applicationWith(file.upload));
    expect(again.status).toBe(201);
    expect(((await again.json()) as { reference: string }).reference).toBe(first.reference);
    expect(await submissionCount(server.database)).toBe(1);
  });

  it('sent again with another file is another application, with that file', async () => {
    const server = await start();
    const first = await uploaded(server);
    const second = await uploaded(server);
    expect((await server.submit(applicationWith(first.upload))).status).toBe(201);
    expect((await server.submit(applicationWith(second.upload))).status).toBe(201);
    const entries = await storedSubmissions(server.database);
    expect(entries).toHaveLength(2);
    const files = await storedResumes(server.database);
    expect(files.map((file) => file.submission_id)).toEqual(entries.map((entry) => entry.id));
  });

  it('is refused, and nothing stored, when the file is unknown or another application’s', async () => {
    const server = await start();
    const unknown = await server.submit(applicationWith('A'.repeat(43)));
    expect(unknown.status).toBe(400);
    expect(await messageOf(unknown)).toBe(gatewayMessages.uploadGone);
    const file = await uploaded(server);
    expect((await server.submit(applicationWith(file.upload))).status).toBe(201);
    const other = await server.submit({ ...applicationWith(file.upload), first_name: 'Mallory' });
    expect(other.status).toBe(400);
    expect(await submissionCount(server.database)).toBe(1);
  });

  it('is refused after the file’s hour, and the hourly check deletes the file', async () => {
    let clock = Date.now() - 2 * hourMs;
    const server = await start({ now: () => clock });
    const file = await uploaded(server);
    clock += hourMs + 1;
    const late = await server.submit(applicationWith(file.upload));
    expect(late.status).toBe(400);
    expect(await submissionCount(server.database)).toBe(0);
    expect(await storedResumes(server.database)).toHaveLength(1);
    await server.runtime.runScheduled(Date.now() + 5_000);
    expect(await storedResumes(server.database)).toEqual([]);
    expect(await storedPartCount(server.database)).toBe(0);
  });

  it('refers only by a token of the right form; a contact request’s text is its own', async () => {
    const server = await start();
    const file = await uploaded(server);
    const message = `Resume file: ${file.upload}\n\nPlease call me.`;
    expect((await server.submit({ ...validContact, message })).status).toBe(201);
    const [entry] = await storedSubmissions(server.database);
    expect(entry?.message).toBe(message);
    expect((await storedResumes(server.database))[0]?.submission_id).toBeNull();
  });
});

describe('the upload’s own limits', () => {
  it('counts uploads apart from submissions, and answers 429 with Retry-After', async () => {
    const server = await start({ config: { resumeUploadsPerHour: 2, rateLimitMax: 5 } });
    await uploaded(server);
    const file = await uploaded(server);
    const limited = await uploadResume(server, 'resume.pdf', pdf(['Ravi Kumar']));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(60);
    expect(await messageOf(limited)).toMatch(/^Too many files from your address/);
    expect((await server.submit(applicationWith(file.upload))).status).toBe(201);
  });

  it('gives other sites no permission to send a file', async () => {
    const server = await start();
    const preflight = await server.fetch(resumeUploadPath, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://elsewhere.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': resumeNameHeader,
      },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(preflight.status).toBe(405);
  });
});

describe('the size limit over a socket', () => {
  it('answers a declared 10 MB and one byte with 413 before any of the body is sent', async () => {
    const server = await start({ inProcess: false });
    const url = new URL(resumeUploadPath, server.origin);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = request(url, {
        method: 'POST',
        headers: {
          'Content-Length': String(maxResumeBytes + 1),
          'Content-Type': 'application/pdf',
          [resumeNameHeader]: 'resume.pdf',
        },
      });
      outgoing.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      outgoing.on('error', reject);
      // The headers only: the answer must come without the body.
      outgoing.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: resumeMessages.tooLarge });
    expect(await storedResumes(server.database)).toEqual([]);
  });
});
