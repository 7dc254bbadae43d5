// @vitest-environment node
/**
 * Two gateway processes on one PostgreSQL database, as behind a load balancer: 1,000 valid
 * submissions split across them, one instance killed with SIGKILL mid-stream. Every acknowledged
 * submission is stored exactly once, every stored one produces exactly one notification to staff
 * and one confirmation to its sender at the SMTP sink (the survivor takes over the dead
 * instance's claimed jobs when their lease ends), and the rate limit holds across both instances.
 */
import { afterEach, expect, it } from 'vitest';
import { gatewayPath } from '@/config/endpoints';
import { openDatabase } from './db';
import {
  killServerProcesses,
  startServerProcess,
  type ServerProcess,
} from './support/server-process';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { postJson } from './support/test-server';
import { validContact } from './support/payloads';

let database: TestDatabase | undefined;
let smtp: SmtpSink | undefined;
afterEach(async () => {
  killServerProcesses();
  await smtp?.close();
  await database?.drop();
});

const total = 1000;
const rateLimitMax = 5;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A distinct client address per submission (benchmarking range, never a real host). */
function clientOf(index: number): string {
  return `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

it('two instances share the work, lose nothing acknowledged and notify once per submission', async () => {
  database = await createTestDatabase();
  smtp = await startSmtpSink();
  const env = {
    ...database.env,
    SMTP_URL: smtp.url,
    NOTIFY_FROM: 'website@akscellence.example',
    NOTIFY_TO: 'leads@akscellence.example',
    NOTIFY_LEASE_MS: '10000',
    NOTIFY_RETRY_BASE_MS: '500',
    TRUST_PROXY: '1',
    RATE_LIMIT_MAX: String(rateLimitMax),
    // Every sender here gets a confirmation: the hourly cap is for floods, not this stream.
    CONFIRMATIONS_PER_HOUR: '100000',
    RATE_LIMIT_WINDOW_MS: '600000',
  };
  const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);

  // The rate limit is one budget across both instances: alternating between them does not double
  // it.
  const limited: number[] = [];
  for (let i = 0; i < rateLimitMax * 2; i += 1) {
    const target = i % 2 === 0 ? a : b;
    const response = await postJson(
      `${target.origin}${gatewayPath}`,
      { ...validContact, last_name: `Limited-${i}` },
      { 'X-Forwarded-For': '192.0.2.77' },
    );
    limited.push(response.status);
  }
  expect(limited.filter((status) => status === 201)).toHaveLength(rateLimitMax);
  expect(limited.filter((status) => status === 429)).toHaveLength(rateLimitMax);

  const acknowledged: string[] = [];
  const unanswered: string[] = [];
  let bAlive = true;
  let next = 0;
  const send = async (instance: ServerProcess, index: number) => {
    const lastName = `Stream-${index}`;
    try {
      const response = await postJson(
        `${instance.origin}${gatewayPath}`,
        {
          ...validContact,
          last_name: lastName,
          // An address of its own: one address gets one confirmation a day.
          orgnization_email: `stream-${index}@example.org`,
          message: `Message number ${index}.`,
        },
        { 'X-Forwarded-For': clientOf(index) },
      );
      if (response.status === 201) acknowledged.push(lastName);
      else throw new Error(`Unexpected status ${response.status} for ${lastName}`);
    } catch (error) {
      // Only requests to the killed instance may fail, and only from the kill on.
      if (instance === b && !bAlive) unanswered.push(lastName);
      else throw error;
    }
  };
  const worker = async () => {
    while (next < total) {
      const index = next;
      next += 1;
      // Round robin while both run; the load balancer sends everything to A once B is gone.
      await send(index % 2 === 1 && bAlive ? b : a, index);
    }
  };
  const t0 = Date.now();
  const stream = Promise.all(Array.from({ length: 8 }, worker));
  while (acknowledged.length < total * 0.4) await sleep(5);
  b.child.kill('SIGKILL');
  bAlive = false;
  await stream;
  const streamMs = Date.now() - t0;
  expect((await b.exited).signal).toBe('SIGKILL');
  expect(acknowledged.length + unanswered.length).toBe(total);

  const opened = await openDatabase(database.target);
  try {
    const rows = await opened.db
      .selectFrom('submissions')
      .select(['id', 'last_name', 'stage', 'spam'])
      .execute();
    const stored = rows.filter((row) => row.last_name.startsWith('Stream-'));
    const storedNames = stored.map((row) => row.last_name);
    // Exactly once: no name twice, every acknowledged one present, nothing that was not sent.
    expect(new Set(storedNames).size).toBe(storedNames.length);
    const storedSet = new Set(storedNames);
    expect(acknowledged.filter((name) => !storedSet.has(name))).toEqual([]);
    expect(
      storedNames.every((name) => acknowledged.includes(name) || unanswered.includes(name)),
    ).toBe(true);
    expect(stored.every((row) => row.stage === 'new' && row.spam === 0)).toBe(true);

    // One e-mail to staff per stored submission that is not spam, and one to each sender's
    // address (the rate-limit probe's entries share one address, which gets one); the dead
    // instance's claimed jobs wait for their lease to end.
    const notifiable = rows.filter((row) => row.spam === 0);
    const probes = notifiable.filter((row) => !row.last_name.startsWith('Stream-')).length;
    const expectedMails = notifiable.length * 2 - probes + (probes > 0 ? 1 : 0);
    const mailed = () => new Set(smtp?.messages.map((mail) => mail.headers.get('message-id')));
    const deadline = Date.now() + 60_000;
    while (mailed().size < expectedMails && Date.now() < deadline) await sleep(50);
    await sleep(2000);
    const byMessageId = new Map<string, number[]>();
    for (const mail of smtp.messages) {
      const id = mail.headers.get('message-id') ?? '';
      byMessageId.set(id, [
        ...(byMessageId.get(id) ?? []),
        Number(mail.headers.get('x-submission-id')),
      ]);
    }
    expect(byMessageId.size).toBe(expectedMails);
    const expectedIds = notifiable.map((row) => row.id).sort((x, y) => x - y);
    // Staff: one notification per entry, named by its number.
    const toStaff = new Map(
      smtp.messages
        .filter((mail) => mail.recipients.includes('leads@akscellence.example'))
        .map((mail) => [
          mail.headers.get('message-id'),
          Number(mail.headers.get('x-submission-id')),
        ]),
    );
    const ids = [...toStaff.values()];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort((x, y) => x - y)).toEqual(expectedIds);
    // Senders: one confirmation each, to their own address (it names no number).
    const toSenders = new Map(
      smtp.messages
        .filter((mail) => !mail.recipients.includes('leads@akscellence.example'))
        .map((mail) => [mail.headers.get('message-id'), mail.recipients.join()]),
    );
    const recipients = [...toSenders.values()];
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(recipients.sort()).toEqual(
      notifiable
        .filter((row) => row.last_name.startsWith('Stream-'))
        .map((row) => `${row.last_name.replace('Stream-', 'stream-')}@example.org`)
        // The rate-limit probe's entries, before the stream, share the test's usual address.
        .concat(probes > 0 ? [validContact.orgnization_email] : [])
        .sort(),
    );
    // A message the SMTP server had accepted from the killed instance, which died before
    // recording it, is sent again by the survivor: the same message with the same Message-ID,
    // which mail systems fold into one. Only what was on the wire at the kill can repeat: at most
    // one message per SMTP connection of the killed instance (its pool holds two).
    const repeated = smtp.messages.length - byMessageId.size;
    expect(repeated).toBeLessThanOrEqual(2);
    for (const ids of byMessageId.values()) expect(new Set(ids).size).toBe(1);
    // An instance records a delivery after the SMTP server has accepted the message, so on a
    // busy machine the last rows can be marked a moment after their e-mail arrived.
    const undelivered = () =>
      opened.db.selectFrom('outbox').select('id').where('delivered_at', 'is', null).execute();
    const recordDeadline = Date.now() + 30_000;
    let pending = await undelivered();
    while (pending.length > 0 && Date.now() < recordDeadline) {
      await sleep(100);
      pending = await undelivered();
    }
    expect(pending).toEqual([]);
    // Both instances delivered some of them.
    expect(a.output()).toMatch(/outcome=delivered/);
    expect(b.output()).toMatch(/outcome=delivered/);
    console.log(
      `multi-instance: ${acknowledged.length} acknowledged in ${(streamMs / 1000).toFixed(1)} s, ` +
        `${unanswered.length} unanswered at the kill, ` +
        `${stored.length} stored; ${notifiable.length} notifiable rows, ${byMessageId.size} distinct ` +
        `e-mails, ${repeated} repeated from the killed instance`,
    );
  } finally {
    await opened.close();
  }
  a.child.kill('SIGTERM');
  expect((await a.exited).code).toBe(0);
}, 180_000);
