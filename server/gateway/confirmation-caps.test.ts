// @vitest-environment node
/**
 * The form cannot be used to mail people in the company's name, on the engine under test: one
 * confirmation per recipient a day, however many clients ask for one; a cap per hour for all
 * senders together, after which submissions are still stored and staff still told, staff get
 * one notice, and confirmations resume with the next hour.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { readNotifyConfig } from '../notify-config';
import { capNoticeOf } from '../notify/cap-notice';
import { startSmtpSink } from '../support/smtp-sink';
import { messageOf, testServers, type TestServer } from '../support/test-server';
import { validContact } from '../support/payloads';
import { submissionCount } from '../support/stored-submissions';

const clock = { now: Date.parse('2026-07-04T17:00:00Z') };
const start = testServers({ inProcess: true, now: () => clock.now });

/** A server that would send e-mail (to nowhere: the worker is not running). */
function mailingServer(confirmationsPerHour = 60): Promise<TestServer> {
  clock.now = Date.parse('2026-07-04T17:00:00Z');
  return start({
    config: {
      confirmationsPerHour,
      proxy: { hops: 1, proto: true },
      notify: readNotifyConfig({
        SMTP_URL: 'smtp://127.0.0.1:9',
        NOTIFY_FROM: 'website@akscellence.example',
        NOTIFY_TO: 'leads@akscellence.example',
      }),
    },
  });
}

async function jobs(server: TestServer) {
  const rows = await server.database.db
    .selectFrom('outbox')
    .select(['channel', 'payload'])
    .orderBy('id')
    .execute();
  return {
    confirmations: rows.filter((row) => row.channel === 'confirmation').length,
    staff: rows.filter((row) => row.channel === 'email').length,
    notices: rows.filter((row) => row.channel === 'digest' && capNoticeOf(row.payload)),
  };
}

/** A genuine-looking submission of its own, from a client address of its own. */
function fromClient(server: TestServer, index: number, email: string) {
  return server.submit(
    {
      ...validContact,
      last_name: `Sender${index}`,
      orgnization_email: email,
      message: `Enquiry number ${index} about a data platform.`,
    },
    { 'X-Forwarded-For': `198.51.${Math.floor(index / 250)}.${index % 250}` },
  );
}

describe('confirmations', () => {
  it('go to one address once a day, however many clients ask, in any letter case', async () => {
    const server = await mailingServer(10_000);
    const statuses = new Map<number, number>();
    for (let index = 0; index < 1000; index += 1) {
      const email = index % 2 === 0 ? 'victim@example.org' : 'Victim@Example.ORG';
      const answer = await fromClient(server, index, email);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (index === 1) expect(await messageOf(answer)).not.toContain('confirmation');
    }
    expect(Object.fromEntries(statuses)).toEqual({ 201: 1000 });
    // Every submission stored and told to staff; the address written to once.
    expect(await submissionCount(server.database)).toBe(1000);
    expect(await jobs(server)).toMatchObject({ confirmations: 1, staff: 1000 });

    // A day later the same address may have one again.
    clock.now += 24 * 60 * 60_000 + 1;
    await fromClient(server, 1000, 'victim@example.org');
    expect((await jobs(server)).confirmations).toBe(2);
  });

  it('stop for the hour once the hourly cap is reached, with one notice to staff', async () => {
    const server = await mailingServer(3);
    const answers: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      answers.push(await messageOf(await fromClient(server, index, `person${index}@example.org`)));
    }
    expect(answers.map((answer) => answer.includes('confirmation'))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    const held = await jobs(server);
    expect(held).toMatchObject({ confirmations: 3, staff: 8 });
    expect(held.notices).toHaveLength(1);
    expect(await submissionCount(server.database)).toBe(8);

    // The next hour, confirmations resume; a later refusal there is a notice of its own.
    clock.now += 60 * 60_000;
    for (let index = 8; index < 12; index += 1) {
      await fromClient(server, index, `person${index}@example.org`);
    }
    const next = await jobs(server);
    expect(next.confirmations).toBe(6);
    expect(next.notices).toHaveLength(2);
  });

  it('tell staff by e-mail, once, when they stop', async () => {
    const smtp = await startSmtpSink();
    // After the server (closed after each test), whose mail connections the sink waits for.
    onTestFinished(() => smtp.close());
    clock.now = Date.now();
    const server = await start({
      background: true,
      now: () => clock.now,
      config: {
        confirmationsPerHour: 1,
        proxy: { hops: 1, proto: true },
        notify: readNotifyConfig({
          SMTP_URL: smtp.url,
          NOTIFY_FROM: 'website@akscellence.example',
          NOTIFY_TO: 'leads@akscellence.example',
        }),
      },
    });
    for (let index = 0; index < 4; index += 1) {
      await fromClient(server, index, `person${index}@example.org`);
    }
    // Four staff notifications, one confirmation, one notice.
    await smtp.waitFor(6);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const notices = smtp.messages.filter(
      (mail) => mail.headers.get('subject') === 'Confirmation e-mails paused for an hour',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.recipients).toEqual(['leads@akscellence.example']);
    expect(notices[0]?.text).toContain('Every submission is still stored');
    expect(smtp.messages).toHaveLength(6);
  });

  it('are never written when the cap is 0, and staff are told', async () => {
    const server = await mailingServer(0);
    expect(await messageOf(await fromClient(server, 1, 'one@example.org'))).not.toContain(
      'confirmation',
    );
    expect(await jobs(server)).toMatchObject({ confirmations: 0, staff: 1 });
  });
});
