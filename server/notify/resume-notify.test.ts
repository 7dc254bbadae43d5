// @vitest-environment node
/**
 * What the notifications say of an application's résumé file: staff are given its name, kind,
 * size and flags and the link to the entry, never the file; the sender's confirmation says it
 * arrived, by its kind and size (their own file name would be text of their choosing).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applicationMessage } from '@/shared/forms/apply-schema';
import type { UploadAnswer } from '@/shared/forms/resume-file';
import { readNotifyConfig } from '../notify-config';
import { listen } from '../support/listen';
import { validApply } from '../support/payloads';
import { attackCorpus, uploadResume } from '../support/resume-corpus';
import { startSmtpSink } from '../support/smtp-sink';
import { storedSubmissions } from '../support/stored-submissions';
import { startTestServer } from '../support/test-server';
import type { WebhookPayload } from './message';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const publicOrigin = 'https://www.akscellence.example';

describe('an application with a resume file', () => {
  it('is named, never attached, in the staff e-mail, the webhook and the confirmation', async () => {
    const smtp = await startSmtpSink();
    cleanups.push(() => smtp.close());
    const hooks: string[] = [];
    const receiver = await listen(async (request) => {
      hooks.push(await request.text());
      return new Response(null, { status: 204 });
    });
    cleanups.push(() => receiver.close());
    const server = await startTestServer({
      inProcess: true,
      background: true,
      config: {
        publicOrigin,
        notify: readNotifyConfig({
          SMTP_URL: smtp.url,
          NOTIFY_FROM: 'Akscellence website <website@akscellence.example>',
          NOTIFY_TO: 'leads@akscellence.example',
          NOTIFY_WEBHOOK_URL: `${receiver.origin}/hooks/leads`,
          NOTIFY_WEBHOOK_SECRET: 'a-long-random-webhook-secret',
          NOTIFY_RETRY_BASE_MS: '200',
        }),
      },
    });
    cleanups.push(() => server.close());

    const { bytes } = attackCorpus.javascriptPdf;
    const uploaded = await uploadResume(server, 'Ravi Kumar CV.pdf', bytes);
    const { upload } = (await uploaded.json()) as UploadAnswer;
    const message = applicationMessage('Senior Java Developer', 'Yes', 'A note.', upload);
    expect((await server.submit({ ...validApply, message })).status).toBe(201);
    const [entry] = await storedSubmissions(server.database);
    const entryUrl = `${publicOrigin}/staff/submissions/${String(entry?.id)}`;

    const mails = await smtp.waitFor(2);
    const staffMail = mails.find((mail) => mail.recipients.includes('leads@akscellence.example'));
    expect(staffMail?.text).toContain(
      'Resume file:   Ravi Kumar CV.pdf (PDF, 1 KB; download it from the entry)',
    );
    expect(staffMail?.text).toContain('Found in it:   script (see the entry)');
    expect(staffMail?.text).toContain('Note, as the sender wrote it');
    expect(staffMail?.text).toContain(entryUrl);
    // One plain text part: nothing attached.
    expect(staffMail?.headers.get('content-type')).toMatch(/^text\/plain/);

    const confirmation = mails.find((mail) =>
      mail.recipients.includes(validApply.orgnization_email),
    );
    expect(confirmation?.text).toContain(
      'The resume file you attached with it (a PDF of 1 KB) arrived too.',
    );
    expect(confirmation?.text).not.toContain('Ravi Kumar CV');

    const deadline = Date.now() + 15_000;
    while (hooks.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const hook = JSON.parse(hooks[0] ?? '{}') as WebhookPayload;
    expect(hook.url).toBe(entryUrl);
    expect(hook.resume).toEqual({
      name: 'Ravi Kumar CV.pdf',
      size: bytes.length,
      mediaType: 'application/pdf',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      flags: ['script'],
    });
  });
});
