// @vitest-environment node
/**
 * Working leads together: stages per kind, an assignee from the staff accounts, internal notes,
 * replies recorded, spam as a flag that gives an entry back at its stage, the count of new
 * entries, and the list filtered by stage, assignee and job, and ordered by job.
 */
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import type {
  InboxPage,
  InboxSummary,
  Note,
  StaffMember,
  SubmissionDetail,
} from '@/shared/staff/api-types';
import type { AuditPage } from '@/shared/staff/audit';
import { listInbox } from '../db/inbox';
import { decodeCursor, type Cursor } from '../db/inbox-filter';
import { createStaff, signIn, staffEmail, type StaffSession } from '../support/staff-client';
import { testServers, type TestServer } from '../support/test-server';
import { newApplication, newContact } from '../support/payloads';
import { storeSubmission } from '../support/stored-submissions';
import { maxNoteLength } from './submission-routes';

const start = testServers({ inProcess: true });
const colleague = 'second.reader@akscellence.example';

async function team(): Promise<{
  server: TestServer;
  staff: StaffSession;
  members: StaffMember[];
}> {
  const server = await start();
  await createStaff(server);
  await createStaff(server, colleague);
  const staff = await signIn(server);
  const members = (await (await staff.request(staffApiPaths.staff)).json()) as StaffMember[];
  return { server, staff, members };
}

function send(staff: StaffSession, path: string, method: string, body?: unknown) {
  return staff.request(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function change(staff: StaffSession, id: number, body: object): Promise<SubmissionDetail> {
  const response = await send(staff, staffApiPaths.submission(id), 'PATCH', body);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return (await response.json()) as SubmissionDetail;
}

async function names(staff: StaffSession, query: string): Promise<string[]> {
  const response = await staff.request(`${staffApiPaths.submissions}${query}`);
  expect(response.status, query).toBe(200);
  return ((await response.json()) as InboxPage).items.map((item) => item.last_name);
}

async function history(staff: StaffSession, id: number): Promise<string[][]> {
  const page = (await (
    await staff.request(staffApiPaths.submissionActivity(id))
  ).json()) as AuditPage;
  return page.items.map((event) => [event.action, event.actor, event.detail]);
}

describe('the pipeline', () => {
  it('assigns, notes, moves an application through its stages and keeps the history', async () => {
    const { server, staff, members } = await team();
    expect(members.map((member) => member.email).sort()).toEqual([colleague, staffEmail].sort());
    const other = members.find((member) => member.email === colleague);
    const entry = await storeSubmission(server, newApplication());

    expect((await change(staff, entry.id, { assigneeId: other?.id })).assignee_id).toBe(other?.id);
    const noted = await send(staff, staffApiPaths.notes(entry.id), 'POST', {
      body: '  Strong Java background; ask about the Lincoln project.  ',
    });
    expect(noted.status).toBe(201);
    const note = (await noted.json()) as Note;
    expect(note).toMatchObject({
      author: staffEmail,
      body: 'Strong Java background; ask about the Lincoln project.',
    });
    for (const stage of ['in-review', 'interviewing', 'offer', 'hired']) {
      expect((await change(staff, entry.id, { stage })).stage).toBe(stage);
    }
    expect((await send(staff, staffApiPaths.replies(entry.id), 'POST')).status).toBe(204);
    const detail = (await (
      await staff.request(staffApiPaths.submission(entry.id))
    ).json()) as SubmissionDetail;
    expect(detail.notes).toEqual([note]);
    expect(detail).toMatchObject({ stage: 'hired', assignee_id: other?.id });

    // Newest first; a note's text stays in the note; reading the entry is part of it.
    expect(await history(staff, entry.id)).toEqual([
      ['entry-viewed', staffEmail, ''],
      ['reply-started', staffEmail, ''],
      ['stage-changed', staffEmail, 'offer -> hired'],
      ['stage-changed', staffEmail, 'interviewing -> offer'],
      ['stage-changed', staffEmail, 'in-review -> interviewing'],
      ['stage-changed', staffEmail, 'new -> in-review'],
      ['note-added', staffEmail, ''],
      ['assigned', staffEmail, colleague],
    ]);
    expect((await change(staff, entry.id, { assigneeId: null })).assignee_id).toBeNull();
  });

  it('refuses what does not fit with a 400 that says why, and a missing entry with 404', async () => {
    const { server, staff } = await team();
    const entry = await storeSubmission(server, newContact());
    const refusals: [string, string, unknown, number][] = [
      [staffApiPaths.submission(entry.id), 'PATCH', { stage: 'hired' }, 400],
      [staffApiPaths.submission(entry.id), 'PATCH', { assigneeId: 999 }, 400],
      [staffApiPaths.submission(entry.id), 'PATCH', { assigneeId: '1' }, 400],
      [staffApiPaths.submission(999), 'PATCH', { stage: 'closed' }, 404],
      [staffApiPaths.notes(entry.id), 'POST', { body: '   ' }, 400],
      [staffApiPaths.notes(entry.id), 'POST', { body: 'x'.repeat(maxNoteLength + 1) }, 400],
      [staffApiPaths.notes(entry.id), 'POST', { text: 'wrong name' }, 400],
      [staffApiPaths.notes(999), 'POST', { body: 'Nobody here.' }, 404],
      [staffApiPaths.replies(999), 'POST', undefined, 404],
    ];
    for (const [path, method, body, status] of refusals) {
      const response = await send(staff, path, method, body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(/\w+/);
    }
    // A note of exactly the limit, counted as a reader counts characters, is taken.
    const longest = '📎'.repeat(maxNoteLength);
    expect(
      (await send(staff, staffApiPaths.notes(entry.id), 'POST', { body: longest })).status,
    ).toBe(201);
    expect(await history(staff, entry.id)).toEqual([['note-added', staffEmail, '']]);
  });

  it('gives an entry found not to be spam back at the stage it had', async () => {
    const { server, staff } = await team();
    const entry = await storeSubmission(server, newContact({ last_name: 'Qualified' }));
    await change(staff, entry.id, { stage: 'qualified' });
    expect(await change(staff, entry.id, { spam: true })).toMatchObject({
      spam: true,
      stage: 'qualified',
    });
    expect(await names(staff, '')).toEqual([]);
    expect(await names(staff, '?folder=spam')).toEqual(['Qualified']);
    expect(await change(staff, entry.id, { spam: false })).toMatchObject({
      spam: false,
      stage: 'qualified',
    });
    expect(await names(staff, '')).toEqual(['Qualified']);
    expect((await history(staff, entry.id)).map(([action]) => action)).toEqual([
      'marked-not-spam',
      'marked-spam',
      'stage-changed',
    ]);
  });
});

describe('the list', () => {
  it('counts new entries that are not spam', async () => {
    const { server, staff } = await team();
    const summary = async () =>
      ((await (await staff.request(staffApiPaths.summary)).json()) as InboxSummary).new;
    const first = await storeSubmission(server, newContact());
    const second = await storeSubmission(server, newApplication());
    await storeSubmission(server, newContact({ last_name: 'Third' }));
    expect(await summary()).toBe(3);
    await change(staff, first.id, { stage: 'contacted' });
    await change(staff, second.id, { spam: true });
    expect(await summary()).toBe(1);
  });

  it('filters by stage, assignee and job, and orders by job page by page', async () => {
    const { server, staff, members } = await team();
    const me = members.find((member) => member.email === staffEmail);
    const jobs = ['Cloud Engineer', 'Business Analyst', 'Cloud Engineer', null, 'Business Analyst'];
    const ids: number[] = [];
    for (const [index, position] of jobs.entries()) {
      const entry = await storeSubmission(
        server,
        newApplication({ last_name: `A${index}`, position, onsite: 'No' }),
      );
      ids.push(entry.id);
    }
    await storeSubmission(server, newContact({ last_name: 'Enquiry' }));
    await change(staff, ids[1] ?? 0, { stage: 'in-review', assigneeId: me?.id });
    await change(staff, ids[2] ?? 0, { assigneeId: me?.id });

    expect(await names(staff, '?job=Cloud%20Engineer')).toEqual(['A2', 'A0']);
    expect(await names(staff, '?stage=in-review')).toEqual(['A1']);
    expect(await names(staff, `?assignee=${me?.id ?? 0}`)).toEqual(['A2', 'A1']);
    expect(await names(staff, '?assignee=none&kind=apply')).toEqual(['A4', 'A3', 'A0']);
    // By job: these are joined to no stored job, so all come last, newest first (the order by
    // the jobs themselves is inbox-job-order.test.ts).
    const byJob = ['Enquiry', 'A4', 'A3', 'A2', 'A1', 'A0'];
    expect(await names(staff, '?sort=job')).toEqual(byJob);
    // Pages of two, so that page ends fall inside a job and between jobs.
    const paged: string[] = [];
    let cursor: Cursor | undefined;
    do {
      const page = await listInbox(server.database, { folder: 'inbox', sort: 'job' }, cursor, 2);
      paged.push(...page.items.map((item) => item.last_name));
      cursor = page.nextCursor === null ? undefined : decodeCursor(page.nextCursor);
    } while (cursor);
    expect(paged).toEqual(byJob);
  });
});
