// @vitest-environment node
/**
 * No duplicate leads: a double click or a retried request sends the same payload twice within
 * seconds; the gateway answers both alike and stores one. A browser-side guard exists too, but
 * the server does not depend on it.
 */
import { describe, expect, it } from 'vitest';
import { readNotifyConfig } from '../config';
import { messageOf, submissionCount, testServers, validContact } from '../support/test-server';

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

describe('repeated submissions', () => {
  it('stores one of two identical requests sent at once, and answers both alike', async () => {
    const server = await start({ config: { notify } });
    const [first, second] = await Promise.all([
      server.submit(validContact),
      server.submit(validContact),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await messageOf(first)).toBe(await messageOf(second));
    expect(await submissionCount(server.database)).toBe(1);
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
      .set((eb) => ({ created_at: eb('created_at', '-', 11_000) }))
      .execute();
    expect((await server.submit(validContact)).status).toBe(201);
    expect(await submissionCount(server.database)).toBe(2);
  });
});
