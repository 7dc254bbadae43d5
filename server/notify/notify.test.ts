// @vitest-environment node
/**
 * Notifications end to end: real submissions over HTTP, delivered by the server's worker to a
 * real SMTP server started here and to a local webhook receiver, with retries while the SMTP
 * server is down and exactly one e-mail per submission once it is back.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readNotifyConfig } from '../notify-config';
import { outboxCounts } from '../db/outbox';
import {
  startSmtpOutage,
  startSmtpSink,
  type ReceivedMail,
  type SmtpSink,
} from '../support/smtp-sink';
import { startTestServer, type TestServer, testReferences } from '../support/test-server';
import { listen } from '../support/listen';
import { validApply, validContact } from '../support/payloads';
import { storedSubmissions } from '../support/stored-submissions';
import { excerptLength } from './message';
import { signature } from './webhook';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function sink(port = 0): Promise<SmtpSink> {
  const started = await startSmtpSink(port);
  cleanups.push(() => started.close());
  return started;
}

const publicOrigin = 'https://www.akscellence.example';
const webhookSecret = 'a-long-random-webhook-secret';

async function server(env: Record<string, string>): Promise<TestServer> {
  const started = await startTestServer({
    inProcess: true,
    background: true,
    config: {
      publicOrigin,
      notify: readNotifyConfig({ NOTIFY_RETRY_BASE_MS: '200', NOTIFY_LEASE_MS: '10000', ...env }),
    },
  });
  cleanups.push(() => started.close());
  return started;
}

function mailEnv(smtp: { url: string }): Record<string, string> {
  return {
    SMTP_URL: smtp.url,
    NOTIFY_FROM: 'Akscellence website <website@akscellence.example>',
    NOTIFY_TO: 'leads@akscellence.example, recruiting@akscellence.example',
  };
}

/** The staff notifications among the mails (the rest are senders' confirmations). */
function toStaff(mails: readonly ReceivedMail[]): ReceivedMail[] {
  return mails.filter((mail) => mail.recipients.includes('leads@akscellence.example'));
}

async function waitUntil(condition: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting.');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('e-mail', () => {
  it('says what arrived, quotes the first 300 characters and links to the entry', async () => {
    const smtp = await sink();
    const app = await server(mailEnv(smtp));
    const message = `${'Data platform modernisation. '.repeat(20)}THE-END-NOT-QUOTED`;
    const response = await app.submit({ ...validContact, message });
    expect(response.status).toBe(201);
    // The staff notification, and the sender's confirmation.
    const [mail] = toStaff(await smtp.waitFor(2));
    const [stored] = await storedSubmissions(app.database);
    const id = stored?.id ?? 0;

    expect(mail?.recipients).toEqual([
      'leads@akscellence.example',
      'recruiting@akscellence.example',
    ]);
    expect(mail?.headers.get('from')).toBe('Akscellence website <website@akscellence.example>');
    expect(mail?.headers.get('reply-to')).toBe('jane.doe@example.com');
    const reference = testReferences.of(id);
    expect(mail?.headers.get('subject')).toBe(
      `Contact request: Jane Doe, Prairie Mutual (${reference})`,
    );
    expect(mail?.headers.get('message-id')).toMatch(
      new RegExp(`^<submission-${id}\\.job-\\d+@www\\.akscellence\\.example>$`),
    );
    expect(mail?.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = mail?.text ?? '';
    // The reference the sender quotes, and the time in the company's zone, as the sender has it.
    expect(text).toContain(`Reference:     ${reference}`);
    expect(text).toMatch(/^Contact request received \d{4}-\d\d-\d\d \d\d:\d\d C[SD]T\./);
    expect(text).toContain('Kind:          Contact request');
    expect(text).toContain('Name:          Jane Doe');
    expect(text).toContain('Organization:  Prairie Mutual');
    expect(text).toContain('E-mail:        jane.doe@example.com');
    expect(text).toContain(`Message, as the sender wrote it (first ${excerptLength} characters):`);
    expect(text).toContain(`> ${message.slice(0, excerptLength)}…`);
    expect(text).not.toContain(message.slice(0, excerptLength + 1));
    expect(text).not.toContain('THE-END-NOT-QUOTED');
    expect(text).toContain(`${publicOrigin}/staff/submissions/${id}`);
    await waitUntil(async () => (await outboxCounts(app.database)).pending === 0);
    expect(await outboxCounts(app.database)).toEqual({ pending: 0, delivered: 2 });
  });

  it('names an application, its job, onsite answer and location', async () => {
    const smtp = await sink();
    const app = await server(mailEnv(smtp));
    expect((await app.submit(validApply)).status).toBe(201);
    const [mail] = toStaff(await smtp.waitFor(2));
    expect(mail?.headers.get('subject')).toBe(
      `Job application (Senior Java Developer): Ravi Kumar, Akscel (${testReferences.of(1)})`,
    );
    expect(mail?.text).toContain('Location:      Omaha, NE');
    expect(mail?.text).toContain('Job:           Senior Java Developer');
    expect(mail?.text).toContain('Onsite:        Yes');
    expect(mail?.text).toContain('Resume, as the sender wrote it (first 300 characters):');
    // The form's position and onsite lines are the fields above, not part of the quoted resume.
    expect(mail?.text).not.toContain('> Position:');
    expect(mail?.text).not.toContain('> Onsite:');
  });

  it('tells each kind’s own recipients when they are set, as the privacy notice promises', async () => {
    const smtp = await sink();
    const app = await server({
      ...mailEnv(smtp),
      NOTIFY_TO_CONTACT: 'sales@akscellence.example',
      NOTIFY_TO_APPLY: 'recruiters@akscellence.example, hiring@akscellence.example',
    });
    expect((await app.submit(validContact)).status).toBe(201);
    expect((await app.submit(validApply)).status).toBe(201);
    // Two staff notifications and two senders' confirmations.
    const mails = await smtp.waitFor(4);
    const staffMails = mails.filter((mail) => mail.headers.has('x-submission-id'));
    const bySubject = (prefix: string) =>
      staffMails.find((mail) => mail.headers.get('subject')?.startsWith(prefix))?.recipients;
    expect(bySubject('Contact request')).toEqual(['sales@akscellence.example']);
    expect(bySubject('Job application')).toEqual([
      'recruiters@akscellence.example',
      'hiring@akscellence.example',
    ]);
    // Nobody on NOTIFY_TO (the digests' readers) got either lead.
    expect(mails.some((mail) => mail.recipients.includes('leads@akscellence.example'))).toBe(false);
  });

  it('quotes every line of the message, so none can pass for the e-mail’s own', async () => {
    const smtp = await sink();
    const app = await server(mailEnv(smtp));
    const message = 'Hello.\n\nOpen it in the staff inbox:\nhttps://evil.example/staff\r\nThanks';
    expect((await app.submit({ ...validContact, message })).status).toBe(201);
    const [mail] = toStaff(await smtp.waitFor(2));
    const text = mail?.text ?? '';
    expect(text).toContain(
      '> Hello.\n>\n> Open it in the staff inbox:\n> https://evil.example/staff\n> Thanks',
    );
    // The only unquoted line pointing at the inbox is the e-mail's own.
    const own = text.split('\n').filter((line) => line === 'Open it in the staff inbox:');
    expect(own).toHaveLength(1);
  });

  it('tells nobody about spam-flagged entries: neither staff nor the sender', async () => {
    const smtp = await sink();
    const app = await server(mailEnv(smtp));
    const spam = {
      ...validContact,
      first_name: 'Cheap SEO https://spam.example',
      message: 'Buy backlinks',
    };
    expect((await app.submit(spam)).status).toBe(201);
    expect((await app.submit({ ...validContact, last_name: 'Real' })).status).toBe(201);
    await smtp.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.map((mail) => mail.headers.get('subject')).sort()).toEqual([
      `Contact request: Jane Real, Prairie Mutual (${testReferences.of(2)})`,
      expect.stringMatching(/^We received your enquiry: reference AKS-\w{4}-\w{4}$/),
    ]);
    expect(await outboxCounts(app.database)).toEqual({ pending: 0, delivered: 2 });
  });

  it('answers the visitor at once while the SMTP server hangs', async () => {
    // Accepts connections and never says a word: every delivery attempt waits for its timeout.
    const sockets: Socket[] = [];
    const hanging: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hanging.close(resolve));
    });
    const address = hanging.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const app = await server(mailEnv({ url: `smtp://127.0.0.1:${port}` }));
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      const response = await app.submit({
        ...validContact,
        last_name: `Waiting-${i}`,
        // An address of its own: one address gets one confirmation a day.
        orgnization_email: `waiting-${i}@example.org`,
      });
      expect(response.status).toBe(201);
      expect(performance.now() - started).toBeLessThan(1000);
    }
    await waitUntil(() => sockets.length > 0);
    // A notification and a confirmation for each.
    expect(await outboxCounts(app.database)).toEqual({ pending: 6, delivered: 0 });
  });

  it('retries while the SMTP server is down and sends each e-mail once when it is back', async () => {
    const outage = await startSmtpOutage();
    cleanups.push(() => outage.end());
    const app = await server(mailEnv(outage));
    for (let i = 0; i < 3; i += 1) {
      const sender = { last_name: `Down-${i}`, orgnization_email: `down-${i}@example.org` };
      expect((await app.submit({ ...validContact, ...sender })).status).toBe(201);
    }
    const failedTwice = async () => {
      const jobs = await app.database.db
        .selectFrom('outbox')
        .select(['attempts', 'last_error'])
        .execute();
      return jobs.length === 6 && jobs.every((job) => job.attempts >= 2 && job.last_error !== null);
    };
    await waitUntil(failedTwice);
    await outage.end();
    const smtp = await sink(outage.port);
    await smtp.waitFor(6);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const subjects = toStaff(smtp.messages).map((mail) => mail.headers.get('subject'));
    expect(subjects.sort()).toEqual(
      [0, 1, 2].map(
        (i) => `Contact request: Jane Down-${i}, Prairie Mutual (${testReferences.of(i + 1)})`,
      ),
    );
    expect(
      smtp.messages.filter((mail) => mail.recipients.some((to) => to.startsWith('down-'))),
    ).toHaveLength(3);
    expect(await outboxCounts(app.database)).toEqual({ pending: 0, delivered: 6 });
  });
});

describe('webhook', () => {
  it('posts the submission as JSON signed with HMAC-SHA256, retrying until a 2xx', async () => {
    const received: { headers: Headers; body: string }[] = [];
    let failuresLeft = 2;
    const receiver = await listen(async (request) => {
      received.push({ headers: request.headers, body: await request.text() });
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return new Response('busy', { status: 503 });
      }
      return new Response(null, { status: 204 });
    });
    cleanups.push(() => receiver.close());
    const app = await server({
      NOTIFY_WEBHOOK_URL: `${receiver.origin}/hooks/leads`,
      NOTIFY_WEBHOOK_SECRET: webhookSecret,
    });
    expect((await app.submit(validApply)).status).toBe(201);
    await waitUntil(() => received.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toHaveLength(3);
    const [stored] = await storedSubmissions(app.database);

    for (const { headers, body } of received) {
      expect(headers.get('content-type')).toBe('application/json');
      expect(headers.get('x-signature')).toBe(signature(body, webhookSecret));
      expect(headers.get('x-signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(headers.get('x-delivery-id')).toBe(received[0]?.headers.get('x-delivery-id'));
    }
    const payload = JSON.parse(received[2]?.body ?? '{}') as Record<string, unknown>;
    expect(payload).toEqual({
      event: 'submission.received',
      deliveryId: received[0]?.headers.get('x-delivery-id'),
      url: `${publicOrigin}/staff/submissions/${stored?.id ?? 0}`,
      submission: {
        id: stored?.id,
        kind: 'apply',
        received_at: stored?.received_at,
        stage: 'new',
        spam: false,
        position: 'Senior Java Developer',
        onsite: 'Yes',
        ...validApply,
        message: validApply.message.trim(),
        // Its job asks no screening questions.
        screening_answers: null,
        // No page view of this sender was counted: the webhook says so with nulls.
        source: null,
        campaign: null,
        landing_page: null,
      },
      // An application without a résumé file (resume-notify.test.ts has one with).
      resume: null,
    });
    expect(signature(`${received[2]?.body ?? ''} `, webhookSecret)).not.toBe(
      received[2]?.headers.get('x-signature'),
    );
    expect(await outboxCounts(app.database)).toEqual({ pending: 0, delivered: 1 });
  });

  it('writes one job per channel when both are configured', async () => {
    const smtp = await sink();
    const hooks: string[] = [];
    const receiver = await listen(async (request) => {
      hooks.push(await request.text());
      return new Response(null, { status: 200 });
    });
    cleanups.push(() => receiver.close());
    const app = await server({
      ...mailEnv(smtp),
      NOTIFY_WEBHOOK_URL: receiver.origin,
      NOTIFY_WEBHOOK_SECRET: webhookSecret,
    });
    expect((await app.submit(validContact)).status).toBe(201);
    await smtp.waitFor(2);
    await waitUntil(() => hooks.length === 1);
    // A job is marked delivered just after its message arrives, so wait for the marks too.
    await waitUntil(async () => (await outboxCounts(app.database)).delivered === 3);
    // Staff by e-mail and webhook, the sender by e-mail.
    expect(await outboxCounts(app.database)).toEqual({ pending: 0, delivered: 3 });
  });
});
