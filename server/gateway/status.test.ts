// @vitest-environment node
/**
 * What a sender hears back: one confirmation e-mail per accepted submission (read here from a
 * real SMTP server), none for spam until staff find it is not, and a private status link that
 * shows the stage in plain words and withdraws the request, erasing it everywhere.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { requestStatusPaths } from '@/config/endpoints';
import { site } from '@/config/site';
import { staffApiPaths } from '@/config/staff-api';
import type { RequestStatus } from '@/shared/staff/api-types';
import type { AuditPage } from '@/shared/staff/audit';
import { readNotifyConfig } from '../notify-config';
import { outboxCounts } from '../db/outbox';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink';
import { createStaff, signIn, type StaffSession } from '../support/staff-client';
import {
  messageOf,
  startTestServer,
  type TestServer,
  type TestServerOptions,
  testReferences,
} from '../support/test-server';
import { validApply, validContact } from '../support/payloads';
import { submissionCount } from '../support/stored-submissions';
import { statusMessages } from './status-routes';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const publicOrigin = 'https://www.akscellence.example';

async function sink(): Promise<SmtpSink> {
  const smtp = await startSmtpSink();
  cleanups.push(() => smtp.close());
  return smtp;
}

/** A server that sends e-mail to the sink, with the notification worker running. */
async function server(smtp: SmtpSink | undefined, options: TestServerOptions = {}) {
  const started = await startTestServer({
    inProcess: true,
    background: true,
    ...options,
    config: {
      publicOrigin,
      notify: readNotifyConfig(
        smtp
          ? {
              SMTP_URL: smtp.url,
              NOTIFY_FROM: 'Akscellence website <website@akscellence.example>',
              NOTIFY_TO: 'leads@akscellence.example',
              NOTIFY_RETRY_BASE_MS: '200',
            }
          : {},
      ),
      ...options.config,
    },
  });
  cleanups.push(() => started.close());
  await createStaff(started);
  return { server: started, staff: await signIn(started) };
}

function confirmationsTo(smtp: SmtpSink, address: string): ReceivedMail[] {
  return smtp.messages.filter((mail) => mail.recipients.includes(address));
}

/** The token of the private link in a confirmation. */
function tokenIn(mail: ReceivedMail | undefined): string {
  const link = new RegExp(`${publicOrigin}/request-status#([\\w.-]+)`).exec(mail?.text ?? '');
  if (!link?.[1]) throw new Error('The confirmation has no status link.');
  return link[1];
}

/** A look-up or withdrawal as the site's own status page sends it. */
function ask(
  server: TestServer,
  token: string,
  path: string = requestStatusPaths.status,
  headers: Record<string, string> = {},
) {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: publicOrigin, ...headers },
    body: JSON.stringify({ token }),
  });
}

async function stageOf(server: TestServer, token: string): Promise<string> {
  const response = await ask(server, token);
  expect(response.status).toBe(200);
  return ((await response.json()) as RequestStatus).stage;
}

function change(staff: StaffSession, id: number, body: object) {
  return staff.request(staffApiPaths.submission(id), {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function waitUntil(condition: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting.');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the confirmation', () => {
  it('tells the sender the reference, what happens next and where to follow it, once', async () => {
    const smtp = await sink();
    const { server: app, staff } = await server(smtp);
    // From elsewhere than the company's own city, which its signature names.
    const sent = { ...validApply, country: 'Lincoln, NE' };
    const response = await app.submit(sent);
    expect(response.status).toBe(201);
    expect(await messageOf(response)).toBe(
      'Thank you, Ravi. We received your application and a recruiter will contact you within five business days. ' +
        `A confirmation with your reference and a link to follow your request is on its way to ${validApply.orgnization_email}.`,
    );
    await smtp.waitFor(2);
    const [mail] = confirmationsTo(smtp, validApply.orgnization_email);
    const reference = testReferences.of(1);
    expect(mail?.headers.get('subject')).toBe(
      `We received your application: reference ${reference}`,
    );
    expect(mail?.headers.get('reply-to')).toBe(site.email);
    // No header gives away the entry's number.
    expect(mail?.headers.get('x-submission-id')).toBeUndefined();
    const text = mail?.text ?? '';
    expect(text).toMatch(/^Hello,\n/);
    expect(text).toContain(`its reference is ${reference}`);
    expect(text).toContain('A recruiter reviews every application');
    // Nothing the sender typed: the copy waits behind the private link.
    for (const typed of Object.values(sent)) {
      if (typed.length > 3 && typed !== 'Akscel' && typed !== 'Akscel portal') {
        expect(text, typed).not.toContain(typed);
        expect(mail?.headers.get('subject'), typed).not.toContain(typed);
      }
    }
    // The arrival time in the company's time zone, with the zone named.
    expect(text).toMatch(/arrived on \d{4}-\d\d-\d\d \d\d:\d\d C[SD]T/);
    expect(await stageOf(app, tokenIn(mail))).toBe('received');

    // Its delivery is in the entry's history.
    await waitUntil(async () => (await outboxCounts(app.database)).pending === 0);
    const history = (await (
      await staff.request(staffApiPaths.submissionActivity(1))
    ).json()) as AuditPage;
    expect(history.items.map((event) => [event.action, event.actor])).toContainEqual([
      'confirmation-sent',
      'system',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(confirmationsTo(smtp, validApply.orgnization_email)).toHaveLength(1);
  });

  it('goes to nobody flagged as spam, and once when staff find it is not spam', async () => {
    const smtp = await sink();
    const { server: app, staff } = await server(smtp);
    const spam = { ...validContact, first_name: 'SEO https://rank.example', message: 'backlinks' };
    expect((await app.submit(spam)).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(0);

    expect((await change(staff, 1, { spam: false })).status).toBe(200);
    await smtp.waitFor(1);
    // Flagged and cleared again: the sender already has their confirmation.
    expect((await change(staff, 1, { spam: true })).status).toBe(200);
    expect((await change(staff, 1, { spam: false })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.map((mail) => mail.recipients)).toEqual([
      [validContact.orgnization_email],
    ]);
  });

  it('is not promised without SMTP, nor to an address that is no plain mailbox', async () => {
    const { server: quiet } = await server(undefined);
    const answer = await messageOf(await quiet.submit(validContact));
    expect(answer).not.toContain('confirmation');
    expect(await outboxCounts(quiet.database)).toEqual({ pending: 0, delivered: 0 });

    const smtp = await sink();
    const { server: app } = await server(smtp);
    const unusual = await app.submit({
      ...validContact,
      orgnization_email: 'jane?bcc=everyone@example.com',
    });
    expect(await messageOf(unusual)).not.toContain('confirmation');
    await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Only the staff notification.
    expect(smtp.messages.map((mail) => mail.recipients)).toEqual([['leads@akscellence.example']]);
  });
});

describe('the status link', () => {
  it('shows the stage in plain words as staff move the entry', async () => {
    const smtp = await sink();
    const { server: app, staff } = await server(smtp);
    await app.submit(validApply);
    await smtp.waitFor(2);
    const token = tokenIn(confirmationsTo(smtp, validApply.orgnization_email)[0]);
    const status = (await (await ask(app, token)).json()) as RequestStatus;
    expect(status).toEqual({
      reference: testReferences.of(1),
      kind: 'apply',
      firstName: 'Ravi',
      position: 'Senior Java Developer',
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      stage: 'received',
      // The sender's copy, for whoever holds the link.
      sent: {
        firstName: validApply.first_name,
        lastName: validApply.last_name,
        email: validApply.orgnization_email,
        organization: validApply.orgnization_name,
        location: validApply.country,
        message: validApply.message.trim(),
      },
    });
    const seen: string[] = [];
    for (const stage of ['in-review', 'interviewing', 'offer', 'not-selected']) {
      expect((await change(staff, 1, { stage })).status).toBe(200);
      seen.push(await stageOf(app, token));
    }
    // Staff's offer is still "interviewing" to the applicant; every ending reads "closed".
    expect(seen).toEqual(['in-review', 'interviewing', 'interviewing', 'closed']);
  });

  it('withdraws and erases the request with its notes and history; the link then leads nowhere', async () => {
    const smtp = await sink();
    const { server: app, staff } = await server(smtp);
    await app.submit(validContact);
    await smtp.waitFor(2);
    const token = tokenIn(confirmationsTo(smtp, validContact.orgnization_email)[0]);
    await staff.request(staffApiPaths.notes(1), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: 'Called back, left a message.' }),
    });
    await change(staff, 1, { stage: 'contacted' });

    const withdrawn = await ask(app, token, requestStatusPaths.withdraw);
    expect(withdrawn.status).toBe(200);
    expect(await messageOf(withdrawn)).toBe(statusMessages.withdrawn);
    expect(await submissionCount(app.database)).toBe(0);
    const { db } = app.database;
    expect(await db.selectFrom('notes').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    // What remains is that a sender withdrew request #1: no name, no text, no link to it.
    const trail = await db.selectFrom('audit_log').select(['action', 'entry_id']).execute();
    expect(trail.filter((event) => event.entry_id !== null)).toEqual([]);
    expect(trail.map((event) => event.action)).toContain('entry-withdrawn');

    expect((await ask(app, token)).status).toBe(404);
    expect((await ask(app, token, requestStatusPaths.withdraw)).status).toBe(404);
    expect((await staff.request(staffApiPaths.submission(1))).status).toBe(404);
  });

  it('takes JSON from the site’s own pages only: another site cannot withdraw a request', async () => {
    const smtp = await sink();
    const { server: app } = await server(smtp);
    await app.submit(validContact);
    await smtp.waitFor(2);
    const token = tokenIn(confirmationsTo(smtp, validContact.orgnization_email)[0]);
    for (const path of [requestStatusPaths.status, requestStatusPaths.withdraw]) {
      expect((await ask(app, token, path, { Origin: 'https://evil.example' })).status).toBe(403);
      expect((await ask(app, token, path, { Origin: 'null' })).status).toBe(403);
      const bare = await app.fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      expect(bare.status, 'without an Origin').toBe(403);
      const form = await app.fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Origin: publicOrigin },
        body: JSON.stringify({ token }),
      });
      expect(form.status, 'as text').toBe(415);
    }
    expect(await submissionCount(app.database)).toBe(1);
    // From the site itself it works, and the withdrawal leaves no trace of the sender's address.
    expect((await ask(app, token, requestStatusPaths.withdraw)).status).toBe(200);
    const trail = await app.database.db
      .selectFrom('audit_log')
      .select(['action', 'client_hash'])
      .where('actor', '=', 'sender')
      .execute();
    expect(trail).toEqual([{ action: 'entry-withdrawn', client_hash: null }]);
  });

  it('answers a wrong, another entry’s or an expired token with the same 404', async () => {
    const smtp = await sink();
    let offsetMs = 0;
    const { server: app } = await server(smtp, { now: () => Date.now() + offsetMs });
    await app.submit(validContact);
    await app.submit({
      ...validContact,
      last_name: 'Other',
      orgnization_email: 'other@example.org',
    });
    await smtp.waitFor(4);
    const token = tokenIn(confirmationsTo(smtp, validContact.orgnization_email)[0]);
    const [id, mac = ''] = token.split('.');
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [`${id}.${flipped}`, `2.${mac}`, `99.${mac}`]) {
      const response = await ask(app, wrong);
      expect(response.status, wrong).toBe(404);
      expect(await messageOf(response)).toBe(statusMessages.notFound);
    }
    for (const malformed of ['', 'x'.repeat(65)]) {
      expect((await ask(app, malformed)).status).toBe(400);
    }
    expect((await app.fetch(requestStatusPaths.status)).status).toBe(405);

    expect((await ask(app, token)).status).toBe(200);
    offsetMs = 91 * 24 * 60 * 60_000;
    expect((await ask(app, token)).status).toBe(404);
    expect((await ask(app, token, requestStatusPaths.withdraw)).status).toBe(404);
    expect(await submissionCount(app.database)).toBe(2);
  });
});
