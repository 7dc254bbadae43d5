// @vitest-environment node
/**
 * The mails of invitations and reset links, sent by the server's own outbox worker to a real SMTP
 * sink: to the right address, from the company, with a link on the public origin whose token
 * works, and nothing when the invitation was withdrawn before its turn came.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { staffPagePatterns } from '@/config/endpoints';
import { staffApiPaths } from '@/config/staff-api';
import { readNotifyConfig } from '../notify-config';
import { askForReset, linkInfo } from '../support/account-links';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { createStaff, signIn, staffEmail } from '../support/staff-client';
import { startTestServer, type TestServer } from '../support/test-server';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const publicOrigin = 'https://www.akscellence.example';

async function withMail(): Promise<{ server: TestServer; smtp: SmtpSink }> {
  const smtp = await startSmtpSink();
  cleanups.push(() => smtp.close());
  const server = await startTestServer({
    inProcess: true,
    background: true,
    config: {
      publicOrigin,
      notify: readNotifyConfig({
        SMTP_URL: smtp.url,
        NOTIFY_FROM: 'Akscellence website <website@akscellence.example>',
        NOTIFY_TO: 'leads@akscellence.example',
        NOTIFY_RETRY_BASE_MS: '200',
        NOTIFY_LEASE_MS: '10000',
      }),
    },
  });
  cleanups.push(() => server.close());
  await createStaff(server);
  return { server, smtp };
}

/** The link in a mail, and its token (after the #). */
function linkOf(text: string, page: string): { url: string; token: string } {
  const match = new RegExp(`${publicOrigin}${page}#([\\w-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`No link to ${page} in:\n${text}`);
  return { url: match[0], token: match[1] };
}

describe('account-link mails', () => {
  it('invite the colleague from the company, with a working link on the public origin', async () => {
    const { server, smtp } = await withMail();
    const admin = await signIn(server);
    const answer = await admin.request(staffApiPaths.invitations, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'new.seller@akscellence.example', role: 'sales' }),
    });
    expect(answer.status).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.recipients).toEqual(['new.seller@akscellence.example']);
    expect(mail?.headers.get('from')).toContain('website@akscellence.example');
    expect(mail?.headers.get('reply-to')).toBe(staffEmail);
    expect(mail?.headers.get('subject')).toBe('Your invitation to the Akscellence staff area');
    const text = mail?.text ?? '';
    expect(text).toContain(`${staffEmail} has invited you`);
    expect(text).toContain('Your role will be sales: the contact requests.');
    const { token } = linkOf(text, staffPagePatterns.join);
    expect(await (await linkInfo(server, token)).json()).toMatchObject({
      purpose: 'invite',
      role: 'sales',
    });
  });

  it('send a reset link to an account, and nothing to an address without one', async () => {
    const { server, smtp } = await withMail();
    expect((await askForReset(server, 'nobody.here@akscellence.example')).status).toBe(202);
    expect((await askForReset(server, staffEmail)).status).toBe(202);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.recipients).toEqual([staffEmail]);
    expect(mail?.headers.get('subject')).toBe('Set a new password for the Akscellence staff area');
    const { token } = linkOf(mail?.text ?? '', staffPagePatterns.resetPassword);
    expect((await linkInfo(server, token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.length).toBe(1);
  });

  it('send nothing for an invitation withdrawn before its turn', async () => {
    const smtp = await startSmtpSink();
    cleanups.push(() => smtp.close());
    // No background worker: the job waits until the test drains the outbox.
    const server = await startTestServer({
      inProcess: true,
      config: {
        publicOrigin,
        notify: readNotifyConfig({
          SMTP_URL: smtp.url,
          NOTIFY_FROM: 'website@akscellence.example',
          NOTIFY_TO: 'leads@akscellence.example',
        }),
      },
    });
    cleanups.push(() => server.close());
    await createStaff(server);
    const admin = await signIn(server);
    const sent = (await (
      await admin.request(staffApiPaths.invitations, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'late@akscellence.example', role: 'sales' }),
      })
    ).json()) as { id: number };
    const withdrawn = await admin.request(staffApiPaths.invitation(sent.id), { method: 'DELETE' });
    expect(withdrawn.status).toBe(204);
    expect(await server.runtime.worker.drain()).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.messages).toEqual([]);
  });
});
