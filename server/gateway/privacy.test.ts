// @vitest-environment node
/**
 * Privacy as the notice promises it, on the engine under test: a sender whose browser asks not
 * to be tracked is joined to no visit; an entry's deletion keeps who did what and when, and
 * nothing of the entry; reading an entry is part of its history.
 */
import { describe, expect, it } from 'vitest';
import { beaconPath } from '@/config/endpoints';
import { staffApiPaths } from '@/config/staff-api';
import type { SubmissionDetail } from '@/shared/staff/api-types';
import type { AuditPage } from '@/shared/staff/audit';
import { createStaff, signIn } from '../support/staff-client';
import { testServers } from '../support/test-server';
import { validApply, validContact } from '../support/payloads';

const clock = { now: Date.parse('2026-07-04T17:00:00Z') };
const start = testServers({ inProcess: true, now: () => clock.now });
const browser = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile';

describe('a sender who asks not to be tracked', () => {
  it('is joined to no visit, though one of the same network and browser was counted', async () => {
    clock.now = Date.parse('2026-07-04T17:00:00Z');
    const app = await start();
    const view = await app.fetch(beaconPath, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': browser },
      body: JSON.stringify({
        t: 'view',
        route: '/careers',
        path: '/careers',
        ref: 'https://www.linkedin.com',
        vp: 'phone',
        build: 'b1',
      }),
    });
    expect(view.status).toBe(204);
    await app.runtime.analytics.queue.flush();
    const signals: Record<string, string>[] = [{ 'Sec-GPC': '1' }, { DNT: '1' }];
    for (const signal of signals) {
      const sent = await app.submit(
        { ...validApply, last_name: Object.keys(signal)[0] ?? '' },
        { 'User-Agent': browser, ...signal },
      );
      expect(sent.status).toBe(201);
    }
    const rows = await app.database.db
      .selectFrom('submissions')
      .select(['visit_id', 'came_from', 'source_kind'])
      .execute();
    expect(rows).toEqual([
      { visit_id: null, came_from: null, source_kind: null },
      { visit_id: null, came_from: null, source_kind: null },
    ]);
  });
});

describe('the history of an entry', () => {
  it('records who opened an entry, once in a while, not at every reload', async () => {
    clock.now = Date.parse('2026-07-04T17:00:00Z');
    const app = await start();
    await app.submit(validContact);
    await createStaff(app);
    const staff = await signIn(app);
    for (let read = 0; read < 3; read += 1) {
      expect((await staff.request(staffApiPaths.submission(1))).status).toBe(200);
    }
    const viewed = async (session = staff) =>
      (
        (await (await session.request(staffApiPaths.submissionActivity(1))).json()) as AuditPage
      ).items.filter((event) => event.action === 'entry-viewed');
    expect(await viewed()).toHaveLength(1);
    // Checked against the server's clock: half an hour on, a read is recorded again.
    clock.now += 31 * 60_000;
    const again = await signIn(app);
    await again.request(staffApiPaths.submission(1));
    expect(await viewed(again)).toHaveLength(2);
  });

  it('outlives a deletion, with nothing of the entry in it', async () => {
    clock.now = Date.parse('2026-07-04T17:00:00Z');
    const app = await start();
    await app.submit(validContact);
    await createStaff(app);
    const staff = await signIn(app);
    const patch = (body: object) =>
      staff.request(staffApiPaths.submission(1), {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await patch({ stage: 'contacted' })).status).toBe(200);
    await staff.request(staffApiPaths.notes(1), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: 'Jane prefers a call on Tuesdays.' }),
    });
    const entry = (await (
      await staff.request(staffApiPaths.submission(1))
    ).json()) as SubmissionDetail;
    expect(entry.last_name).toBe(validContact.last_name);
    expect((await staff.request(staffApiPaths.submission(1), { method: 'DELETE' })).status).toBe(
      204,
    );
    const trail = await app.database.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'entry_id', 'detail'])
      .orderBy('id')
      .execute();
    const aboutEntry = trail.filter((event) => event.detail.startsWith('#1'));
    expect(aboutEntry.map((event) => [event.actor, event.action, event.entry_id])).toEqual([
      ['lead.reader@akscellence.example', 'stage-changed', null],
      ['lead.reader@akscellence.example', 'note-added', null],
      ['lead.reader@akscellence.example', 'entry-viewed', null],
      ['lead.reader@akscellence.example', 'entry-deleted', null],
    ]);
    expect(aboutEntry[0]?.detail).toBe('#1: new -> contacted');
    // Nothing the sender wrote, nor the note's text.
    const everything = JSON.stringify(trail);
    for (const text of [validContact.last_name, validContact.orgnization_email, 'Tuesdays']) {
      expect(everything).not.toContain(text);
    }
  });
});
