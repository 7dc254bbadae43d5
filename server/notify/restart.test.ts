// @vitest-environment node
/**
 * Notifications survive a restart: the server process takes submissions while the SMTP server
 * is down, fails to deliver, stops; the SMTP server comes back; the restarted process delivers
 * exactly one notification to staff and one confirmation to the sender per submission.
 */
import { afterEach, expect, it } from 'vitest';
import { gatewayPath } from '@/config/endpoints';
import { openDatabase } from '../db';
import { killServerProcesses, startServerProcess } from '../support/server-process';
import {
  startSmtpOutage,
  startSmtpSink,
  type SmtpOutage,
  type SmtpSink,
} from '../support/smtp-sink';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { postJson } from '../support/test-server';
import { validContact } from '../support/payloads';
import { storedSubmissions } from '../support/stored-submissions';

let database: TestDatabase | undefined;
let smtp: SmtpSink | undefined;
let outage: SmtpOutage | undefined;
afterEach(async () => {
  killServerProcesses();
  await outage?.end();
  await smtp?.close();
  await database?.drop();
});

async function waitUntil(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting.');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it('delivers after the SMTP server and the gateway both restarted, once per submission', async () => {
  database = await createTestDatabase();
  outage = await startSmtpOutage();
  const env = {
    ...database.env,
    SMTP_URL: outage.url,
    NOTIFY_FROM: 'website@akscellence.example',
    NOTIFY_TO: 'leads@akscellence.example',
    NOTIFY_RETRY_BASE_MS: '300',
    NOTIFY_LEASE_MS: '10000',
    PUBLIC_ORIGIN: 'https://www.akscellence.example',
  };

  const first = await startServerProcess(env);
  for (let i = 0; i < 5; i += 1) {
    const response = await postJson(`${first.origin}${gatewayPath}`, {
      ...validContact,
      last_name: `Restart-${i}`,
      // An address of its own: one address gets one confirmation a day.
      orgnization_email: `restart-${i}@example.org`,
    });
    expect(response.status).toBe(201);
  }
  const retries = () => first.output().match(/outcome=retry/g)?.length ?? 0;
  await waitUntil(() => retries() >= 20);
  first.child.kill('SIGTERM');
  expect((await first.exited).code).toBe(0);

  await outage.end();
  smtp = await startSmtpSink(outage.port);
  const second = await startServerProcess(env);
  await smtp.waitFor(10, 20_000);
  // Time for any duplicate to show up before counting.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  second.child.kill('SIGTERM');
  expect((await second.exited).code).toBe(0);

  const opened = await openDatabase(database.target);
  const stored = await storedSubmissions(opened);
  await opened.close();
  expect(smtp.messages).toHaveLength(10);
  const ids = stored.map((row) => row.id);
  // Each submission's notification once, by the entry's number it names.
  const notified = smtp.messages
    .filter((mail) => mail.recipients.includes('leads@akscellence.example'))
    .map((mail) => Number(mail.headers.get('x-submission-id')));
  expect(notified.sort((a, b) => a - b)).toEqual(ids);
  // Each sender's confirmation once (it names no number: a sender is told no count of leads).
  const confirmed = smtp.messages
    .filter((mail) => mail.recipients.some((to) => to.startsWith('restart-')))
    .map((mail) => mail.recipients.join());
  expect(confirmed.sort()).toEqual([0, 1, 2, 3, 4].map((i) => `restart-${i}@example.org`));
  expect(second.output()).toMatch(/outcome=delivered/);
}, 60_000);
