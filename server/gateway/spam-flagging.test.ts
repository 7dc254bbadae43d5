// @vitest-environment node
/**
 * Spam is flagged, never dropped: over real HTTP, the visitor's answer is the same, the entry
 * is stored flagged with its reasons, and a burst or an identical repeat is recognised from what
 * the database holds; a burst alone never makes a lead spam.
 */
import { describe, expect, it } from 'vitest';
import { getSubmission, listInbox } from '../db/inbox';
import { messageOf, testServers, type TestServer } from '../support/test-server';
import { validApply, validContact } from '../support/payloads';
import { storedSubmissions } from '../support/stored-submissions';

const start = testServers({ inProcess: true });

/** Each entry, oldest first, as "last name:folder". */
async function folders(server: TestServer): Promise<string[]> {
  const page = await listInbox(server.database, { folder: 'all' });
  return page.items.reverse().map((item) => `${item.last_name}:${item.spam ? 'spam' : 'inbox'}`);
}

describe('spam flagging', () => {
  it('answers spam like anything else and keeps it, with its reasons', async () => {
    const server = await start();
    const response = await server.submit({
      ...validContact,
      first_name: 'Visit https://cheap-seo.example',
      message: 'We sell backlinks.',
    });
    expect(response.status).toBe(201);
    expect(await messageOf(response)).toMatch(/^Thank you, Visit https:\/\/cheap-seo\.example\./);
    const [stored] = await storedSubmissions(server.database);
    const entry = await getSubmission(server.database, stored?.id ?? 0);
    expect(entry).toMatchObject({
      stage: 'new',
      spam: true,
      spam_reasons: ['link-in-name', 'spam-phrase:backlinks'],
    });
    expect(entry?.spam_score).toBe(8);
  });

  it('keeps five ordinary submissions from one address in the inbox, naming the burst', async () => {
    const server = await start({ config: { proxy: { hops: 1, proto: true } } });
    for (let i = 0; i < 5; i += 1) {
      const response = await server.submit(
        { ...validApply, last_name: `Burst-${i}` },
        { 'X-Forwarded-For': '203.0.113.7' },
      );
      expect(response.status).toBe(201);
    }
    await server.submit(
      { ...validApply, last_name: 'Other' },
      { 'X-Forwarded-For': '198.51.100.2' },
    );
    // An office, a campus or a mobile carrier puts many people behind one address.
    expect(await folders(server)).toEqual([
      'Burst-0:inbox',
      'Burst-1:inbox',
      'Burst-2:inbox',
      'Burst-3:inbox',
      'Burst-4:inbox',
      'Other:inbox',
    ]);
    const page = await listInbox(server.database, { folder: 'inbox' });
    expect(page.items.reverse().map((item) => item.spam_reasons)).toEqual([
      [],
      [],
      [],
      ['burst'],
      ['burst'],
      [],
    ]);
  });

  it('flags an identical repeat within a week, whoever sends it', async () => {
    const server = await start({ config: { proxy: { hops: 1, proto: true } } });
    const send = (body: object, address: string) =>
      server.submit(body, { 'X-Forwarded-For': address });
    await send({ ...validContact, last_name: 'Once' }, '192.0.2.1');
    await send(
      { ...validContact, last_name: 'ONCE ', message: ` ${validContact.message.toUpperCase()}` },
      '192.0.2.2',
    );
    await send({ ...validContact, last_name: 'Twice' }, '192.0.2.3');
    expect(await folders(server)).toEqual(['Once:inbox', 'ONCE:spam', 'Twice:inbox']);
  });

  it('keeps the client address only as a keyed hash', async () => {
    const server = await start({ config: { proxy: { hops: 1, proto: true } } });
    await server.submit(validContact, { 'X-Forwarded-For': '203.0.113.99' });
    const row = await server.database.db
      .selectFrom('submissions')
      .select('client_hash')
      .executeTakeFirst();
    expect(row?.client_hash).toMatch(/^[0-9a-f]{32}$/);
    const everything = JSON.stringify(
      await server.database.db.selectFrom('submissions').selectAll().execute(),
    );
    expect(everything).not.toContain('203.0.113.99');
  });
});
