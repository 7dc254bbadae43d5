// @vitest-environment node
/**
 * The daily digest of entries flagged as spam, read from a real SMTP server: once a day for all
 * instances, each flagged entry named with its reasons and link, written when it is sent so that
 * an entry deleted or cleared in the meantime is left out.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readNotifyConfig } from '../notify-config';
import { deleteSubmission } from '../db/inbox';
import { dayMs, sweep } from '../db/retention';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { startTestServer, type TestServer, testReferences } from '../support/test-server';
import { newContact } from '../support/payloads';
import { storeSubmission } from '../support/stored-submissions';
import { queueSpamDigestIfDue } from './spam-digest';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(): Promise<{ server: TestServer; smtp: SmtpSink }> {
  const smtp = await startSmtpSink();
  cleanups.push(() => smtp.close());
  const server = await startTestServer({
    inProcess: true,
    config: {
      notify: readNotifyConfig({
        SMTP_URL: smtp.url,
        NOTIFY_FROM: 'website@akscellence.example',
        NOTIFY_TO: 'leads@akscellence.example',
      }),
    },
  });
  cleanups.push(() => server.close());
  return { server, smtp };
}

const flagged = (lastName: string) =>
  newContact({ last_name: lastName, message: 'Cheap backlinks and casino bonuses, click here.' });

describe('the spam digest', () => {
  it('names each entry flagged that day with its reasons, once for all instances', async () => {
    const { server, smtp } = await setUp();
    const first = await storeSubmission(server, flagged('Flagged'));
    const gone = await storeSubmission(server, flagged('Deleted'));
    await storeSubmission(server, newContact({ last_name: 'Genuine' }));
    await deleteSubmission(server.database, gone.id, {
      staffId: null,
      actor: 'command line',
      clientHash: null,
    });

    // Just after the entries arrived (the digest covers what arrived before its run).
    const now = Date.now() + 2;
    // Several instances check at the same moment: one of them writes the day's digest.
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => queueSpamDigestIfDue(server.database, now)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await queueSpamDigestIfDue(server.database, now + 23 * 60 * 60_000)).toBe(false);
    expect(await server.runtime.worker.drain()).toEqual({ delivered: 3, failed: 0 });

    const digests = smtp.messages.filter(
      (mail) => mail.headers.get('subject') === 'Flagged as spam: 1 in the last day',
    );
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    expect(digest?.recipients).toEqual(['leads@akscellence.example']);
    const text = digest?.text ?? '';
    expect(text).toContain(`${testReferences.of(first.id)}  Contact request from Jane Flagged`);
    expect(text).toContain('a known spam phrase (“backlinks”)');
    expect(text).toContain(`https://www.akscellence.example/staff/submissions/${first.id}`);
    expect(text).toContain('choose "Not spam"');
    expect(text).not.toContain('Deleted');
    expect(text).not.toContain('Genuine');
  });

  it('sends nothing for a day without spam, nor for spam cleared before it left', async () => {
    const { server, smtp } = await setUp();
    await storeSubmission(server, newContact());
    const today = Date.now() - 5000;
    expect(await queueSpamDigestIfDue(server.database, today)).toBe(false);

    const entry = await storeSubmission(server, flagged('Cleared'));
    const tomorrow = today + dayMs;
    expect(await queueSpamDigestIfDue(server.database, tomorrow)).toBe(true);
    await server.database.db
      .updateTable('submissions')
      .set({ spam: 0 })
      .where('id', '=', entry.id)
      .execute();
    // Tomorrow has come for the worker too.
    await server.database.db.updateTable('outbox').set({ next_attempt_at: Date.now() }).execute();
    await server.runtime.worker.drain();
    expect(smtp.messages.map((mail) => mail.headers.get('subject'))).not.toContainEqual(
      expect.stringMatching(/^Flagged as spam/),
    );

    // The job holds a period, not a sender's words, and the sweep clears it after a day.
    const [job] = await server.database.db
      .selectFrom('outbox')
      .select(['payload', 'delivered_at'])
      .where('channel', '=', 'digest')
      .execute();
    expect(JSON.parse(job?.payload ?? '{}')).toEqual({
      since: expect.any(Number) as unknown,
      until: tomorrow,
    });
    expect(job?.delivered_at).not.toBeNull();
    await sweep(server.database, {
      retentionDays: 365,
      rateLimitWindowMs: 60_000,
      now: Date.now() + 2 * dayMs + 3000,
    });
    const left = await server.database.db
      .selectFrom('outbox')
      .select('id')
      .where('channel', '=', 'digest')
      .execute();
    expect(left).toEqual([]);
  });
});
