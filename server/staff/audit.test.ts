// @vitest-environment node
/**
 * The audit trail: every sign-in (and failure), sign-out, stage change, deletion, export and
 * ending of sessions is recorded with time, account, action, entry and a hashed client address;
 * staff read it on the Activity page, and each entry's part of it as that entry's history.
 */
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import type { AuditPage } from '@/shared/staff/audit';
import {
  createStaff,
  signIn,
  signInRequest,
  staffEmail,
  type StaffSession,
} from '../support/staff-client';
import { testServers } from '../support/test-server';
import { newContact } from '../support/payloads';
import { storeSubmission } from '../support/stored-submissions';

const start = testServers();

async function activity(
  staff: StaffSession,
  path: string = staffApiPaths.activity,
): Promise<AuditPage> {
  const response = await staff.request(path);
  expect(response.status).toBe(200);
  return (await response.json()) as AuditPage;
}

describe('the audit trail', () => {
  it('records who did what to which entry, from which hashed address', async () => {
    const server = await start();
    await createStaff(server);
    await signInRequest(server, { email: staffEmail, password: 'not the right one at all' });
    await signInRequest(server, { email: 'nobody@akscellence.example', password: 'a guess' });
    const staff = await signIn(server);
    const entry = await storeSubmission(server, newContact());
    const patch = (stage: string) =>
      staff.request(staffApiPaths.submission(entry.id), {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ stage }),
      });
    expect((await patch('contacted')).status).toBe(200);
    expect((await patch('contacted')).status).toBe(200);
    const csv = await staff.request(`${staffApiPaths.submissionsCsv}?folder=all`);
    await csv.arrayBuffer();

    const history = await activity(staff, staffApiPaths.submissionActivity(entry.id));
    expect(history.items.map((event) => [event.action, event.actor, event.detail])).toEqual([
      // A change to the same stage is no change.
      ['stage-changed', staffEmail, 'new -> contacted'],
    ]);

    expect(
      (await staff.request(staffApiPaths.submission(entry.id), { method: 'DELETE' })).status,
    ).toBe(204);
    await staff.request(staffApiPaths.sessions, { method: 'DELETE' });

    const trail = await activity(staff);
    expect(
      trail.items.map((event) => [event.action, event.actor, event.entryId, event.detail]),
    ).toEqual([
      ['sessions-ended', staffEmail, null, '0 other sessions'],
      // The entry is gone; its history stays under its number, without a link and with nothing
      // of the entry, and so does the deletion.
      ['entry-deleted', staffEmail, null, `#${entry.id}`],
      ['export', staffEmail, null, '1 row (every kind, folder all)'],
      ['stage-changed', staffEmail, null, `#${entry.id}: new -> contacted`],
      // An admin sets up two-factor sign-in before anything else.
      ['two-factor-on', staffEmail, null, ''],
      ['sign-in', staffEmail, null, ''],
      // A failure names an account only when the address is one: never the typed text.
      ['sign-in-failed', 'unknown account', null, ''],
      ['sign-in-failed', staffEmail, null, ''],
    ]);
    for (const event of trail.items) {
      expect(event.at).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(event.client).toMatch(/^[0-9a-f]{8}$/);
    }
    expect(JSON.stringify(trail)).not.toContain('nobody@akscellence.example');
    // The deleted entry has no history to show.
    expect((await staff.request(staffApiPaths.submissionActivity(entry.id))).status).toBe(404);

    await staff.request(staffApiPaths.session, { method: 'DELETE' });
    const rows = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(rows).toEqual([{ action: 'sign-out' }]);
  });

  it('pages the Activity list newest first', async () => {
    const server = await start({ inProcess: true });
    await createStaff(server);
    const staff = await signIn(server);
    const { db } = server.database;
    await db
      .insertInto('audit_log')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          at: Date.now() - (60 - i) * 1000,
          staff_id: null,
          actor: 'command line',
          action: 'account-added' as const,
          detail: `person${i}@akscellence.example`,
        })),
      )
      .execute();
    const first = await activity(staff);
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = await activity(
      staff,
      `${staffApiPaths.activity}?cursor=${first.nextCursor ?? ''}`,
    );
    // The 60 rows, the sign-in and the admin's two-factor set-up.
    expect(second.items.length).toBe(12);
    expect(second.nextCursor).toBeNull();
    expect((await staff.request(`${staffApiPaths.activity}?cursor=abc`)).status).toBe(400);
  });
});
