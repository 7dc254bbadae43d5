// @vitest-environment node
/**
 * No duplicate leads: a double click, a retried request or a sender unsure it went sends the same
 * payload twice within minutes; the gateway stores one and answers both with its reference, the
 * second saying it is the same request. A browser-side guard exists too, but the server does not
 * depend on it.
 */
import { describe, expect, it } from 'vitest';
import { readNotifyConfig } from '../notify-config';
import { gatewayMessages } from './messages';
import { repeatWithinMs } from './intake';
import { testReferences, testServers } from '../support/test-server';
import { validContact } from '../support/payloads';
import { submissionCount } from '../support/stored-submissions';

const start = testServers();

/** A webhook channel, so that each stored submission gets a notification job. */
const notify = readNotifyConfig({
  NOTIFY_WEBHOOK_URL: 'https://hooks.example.com/leads',
  NOTIFY_WEBHOOK_SECRET: 'a test secret',
});

async function jobs(server: Awaited<ReturnType<typeof start>>): Promise<number> {
  const row = await server.database.db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

async function answerOf(response: Response): Promise<{ message: string; reference: string }> {
  const body = (await response.json()) as { message: string; reference: string };
  expect(body.reference).toMatch(/^AKS-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  return body;
}

/** The references of the stored submissions, as the sender is given them. */
async function references(server: Awaited<ReturnType<typeof start>>): Promise<string[]> {
  const rows = await server.database.db.selectFrom('submissions').select('id').execute();
  return rows.map((row) => testReferences.of(row.id));
}

describe('repeated submissions', () => {
  it('stores one of two identical requests sent at once, and answers both with its reference', async () => {
    const server = await start({ config: { notify } });
    const [first, second] = await Promise.all([
      server.submit(validContact),
      server.submit(validContact),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const answers = [await answerOf(first), await answerOf(second)];
    const [reference] = await references(server);
    expect(answers.map((answer) => answer.reference)).toEqual([reference, reference]);
    // One of them is the first; the other says it is the same request, in the same words.
    const [stored, repeat] = [...answers].sort((a, b) => a.message.length - b.message.length);
    expect(repeat?.message).toBe(`${stored?.message} ${gatewayMessages.repeat}`);
    expect(await submissionCount(server.database)).toBe(1);
    expect(await jobs(server)).toBe(1);
  });

  it('answers the same request sent again minutes later as the first, and flags nothing', async () => {
    const server = await start({ config: { notify } });
    const first = await answerOf(await server.submit(validContact));
    await server.database.db
      .updateTable('submission_keys')
      .set((eb) => ({ created_at: eb('created_at', '-', repeatWithinMs - 60_000) }))
      .execute();
    const again = await answerOf(await server.submit(validContact));
    expect(again.reference).toBe(first.reference);
    expect(again.message).toBe(`${first.message} ${gatewayMessages.repeat}`);
    expect(await submissionCount(server.database)).toBe(1);
    const flagged = await server.database.db
      .selectFrom('submissions')
      .select('spam')
      .executeTakeFirstOrThrow();
    expect(Boolean(flagged.spam)).toBe(false);
    expect(await jobs(server)).toBe(1);
  });

  it('stores a double click once, and the same text from another client or later again', async () => {
    const server = await start({ config: { notify, proxy: { hops: 1, proto: true } } });
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    expect((await server.submit(validContact, from('203.0.113.1'))).status).toBe(201);
    expect((await server.submit(validContact, from('203.0.113.1'))).status).toBe(201);
    expect(await submissionCount(server.database)).toBe(1);
    // Another sender who writes the same words is another lead (the spam check judges it).
    expect((await server.submit(validContact, from('203.0.113.2'))).status).toBe(201);
    expect(await submissionCount(server.database)).toBe(2);
    // A changed field is another submission.
    expect(
      (await server.submit({ ...validContact, message: 'One more thing.' }, from('203.0.113.1')))
        .status,
    ).toBe(201);
    expect(await submissionCount(server.database)).toBe(3);
  });

  it('stores the same payload again once the window has passed', async () => {
    const server = await start();
    expect((await server.submit(validContact)).status).toBe(201);
    await server.database.db
      .updateTable('submission_keys')
      .set((eb) => ({ created_at: eb('created_at', '-', repeatWithinMs + 1_000) }))
      .execute();
    expect((await server.submit(validContact)).status).toBe(201);
    expect(await submissionCount(server.database)).toBe(2);
  });
});
