// @vitest-environment node
/**
 * Who may use which staff API route, as one table: every route the app serves under the staff
 * API is tried with no session and with each role, and answers as the privacy notice promises
 * (contact requests to sales, applications to recruiting, everything to admins). What each role
 * sees is written out here on its own, not read from the policy module under test. A route
 * added to the app without a row here fails the first check.
 */
import { describe, expect, it } from 'vitest';
import { publicStaffApiPosts, staffApiPaths } from '@/config/staff-api';
import { jobPageFailuresPath } from '@/shared/jobs/page-failures';
import { jobPreviewPath, jobPreviewPattern } from '@/shared/jobs/job-preview';
import type { StaffRole } from '@/shared/staff/roles';
import type { SubmissionKind } from '@/shared/staff/submission-fields';
import { createStaff, signIn, type StaffSession } from '../support/staff-client';
import { newApplication, newContact, validApply } from '../support/payloads';
import { storeSubmission } from '../support/stored-submissions';
import { testReferences, testServers, type TestServer } from '../support/test-server';

const start = testServers({ inProcess: true });

/** The promise, independently of server/policy/staff-roles.ts. */
const sees: Record<StaffRole, readonly SubmissionKind[]> = {
  admin: ['contact', 'apply'],
  sales: ['contact'],
  recruiting: ['apply'],
};
const opensEverything: Record<StaffRole, boolean> = {
  admin: true,
  sales: false,
  recruiting: false,
};
/** The job board: recruiters post the jobs they recruit for, admins everything. */
const postsJobs: Record<StaffRole, boolean> = {
  admin: true,
  sales: false,
  recruiting: true,
};
const roles = Object.keys(sees) as StaffRole[];
const kinds: readonly SubmissionKind[] = ['contact', 'apply'];
const emailOf = (role: StaffRole) => `${role}@akscellence.example`;
const password = 'a passphrase for roles';

type Ids = Record<SubmissionKind, number>;

interface Check {
  server: TestServer;
  role: StaffRole;
  ids: Ids;
  answer: Response;
}

type Access =
  /** About one entry: answered for the kinds the role sees, 404 (as if absent) for others. */
  | { to: 'entry'; ok: number }
  /** A page only admins open: 403 for the others. */
  | { to: 'admin'; ok: number }
  /** Every role gets an answer, narrowed to what it may see, which `check` looks at. */
  | { to: 'everyone'; ok: number; check?: (check: Check) => Promise<void> }
  /** The jobs: admins and recruiters, 403 for the others. */
  | { to: 'jobs'; ok: number }
  /** The account's own two-factor sign-in: on for admins (who must have it), off for others. */
  | { to: 'own'; ok: Record<StaffRole, number> };

interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The route's pattern, as the app registers it. */
  pattern: string;
  path: (ids: Ids, kind: SubmissionKind) => string;
  body?: unknown;
  /** A fresh body for each try, instead of `body`. */
  makeBody?: () => unknown;
  access: Access;
  /** Signing out ends the session: this row gets a session of its own. */
  endsSession?: boolean;
}

async function json<T>(answer: Response): Promise<T> {
  return (await answer.json()) as T;
}

/** A draft each role may write; an unpublished one, so its reference number may change. */
const draftJob = (slug: string) => ({
  title: 'Role table test',
  slug,
  referenceNumber: slug,
  employmentType: 'full-time',
  workplace: 'on-site',
  locations: [{ locality: 'Omaha', region: 'NE', country: 'US' }],
  client: { kind: 'own' },
  summary: 'Tried by each role.',
});
let drafts = 0;

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const routes: Route[] = [
  {
    method: 'GET',
    pattern: staffApiPaths.session,
    path: () => staffApiPaths.session,
    access: {
      to: 'everyone',
      ok: 200,
      check: async ({ role, answer }) => {
        const info = await json<{ role: string; access: { kinds: string[]; jobs: boolean } }>(
          answer,
        );
        expect(info.role).toBe(role);
        expect(info.access.kinds).toEqual(sees[role]);
        expect(info.access.jobs).toBe(postsJobs[role]);
      },
    },
  },
  {
    method: 'DELETE',
    pattern: staffApiPaths.session,
    path: () => staffApiPaths.session,
    access: { to: 'everyone', ok: 204 },
    endsSession: true,
  },
  {
    method: 'GET',
    pattern: staffApiPaths.sessions,
    path: () => staffApiPaths.sessions,
    access: { to: 'everyone', ok: 200 },
  },
  {
    method: 'DELETE',
    pattern: staffApiPaths.sessions,
    path: () => staffApiPaths.sessions,
    access: { to: 'everyone', ok: 200 },
  },
  {
    method: 'DELETE',
    pattern: staffApiPaths.sessionPattern,
    path: () => staffApiPaths.sessionById('no-such-session'),
    access: { to: 'everyone', ok: 404 },
  },
  {
    method: 'POST',
    pattern: staffApiPaths.twoFactorSetup,
    path: () => staffApiPaths.twoFactorSetup,
    access: { to: 'own', ok: { admin: 409, sales: 200, recruiting: 200 } },
  },
  {
    method: 'POST',
    pattern: staffApiPaths.twoFactor,
    path: () => staffApiPaths.twoFactor,
    // Not the code of the set-up above (a chance of three in a million).
    body: { code: '000000' },
    access: { to: 'own', ok: { admin: 409, sales: 422, recruiting: 422 } },
  },
  {
    method: 'POST',
    pattern: staffApiPaths.twoFactorOff,
    path: () => staffApiPaths.twoFactorOff,
    body: { password: 'not the password', code: '000000' },
    access: { to: 'own', ok: { admin: 422, sales: 204, recruiting: 204 } },
  },
  {
    method: 'GET',
    pattern: staffApiPaths.submissions,
    path: () => staffApiPaths.submissions,
    access: {
      to: 'everyone',
      ok: 200,
      check: async ({ role, answer }) => {
        const page = await json<{ items: { kind: SubmissionKind }[] }>(answer);
        expect(new Set(page.items.map((item) => item.kind))).toEqual(new Set(sees[role]));
      },
    },
  },
  {
    method: 'GET',
    pattern: staffApiPaths.submissions,
    // Asking for applications by kind finds them only for a role that sees them.
    path: () => `${staffApiPaths.submissions}?kind=apply`,
    access: {
      to: 'everyone',
      ok: 200,
      check: async ({ role, answer }) => {
        const page = await json<{ items: unknown[] }>(answer);
        expect(page.items.length > 0).toBe(sees[role].includes('apply'));
      },
    },
  },
  {
    method: 'GET',
    pattern: staffApiPaths.submissions,
    // So does a search for an application's reference, as its sender reads it out.
    path: (ids) => `${staffApiPaths.submissions}?q=${testReferences.of(ids.apply)}`,
    access: {
      to: 'everyone',
      ok: 200,
      check: async ({ role, answer }) => {
        const page = await json<{ items: unknown[] }>(answer);
        expect(page.items.length).toBe(sees[role].includes('apply') ? 1 : 0);
      },
    },
  },
  {
    method: 'GET',
    pattern: staffApiPaths.submissionsCsv,
    path: () => staffApiPaths.submissionsCsv,
    access: {
      to: 'everyone',
      ok: 200,
      check: async ({ role, answer }) => {
        const csv = await answer.text();
        expect(csv.includes(newContact().orgnization_email)).toBe(sees[role].includes('contact'));
        expect(csv.includes(newApplication().orgnization_email)).toBe(sees[role].includes('apply'));
      },
    },
  },
  {
    method: 'GET',
    pattern: staffApiPaths.summary,
    path: () => staffApiPaths.summary,
    access: {
      to: 'everyone',
      ok: 200,
      check: async ({ server, role, answer }) => {
        const row = await server.database.db
          .selectFrom('submissions')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where('spam', '=', 0)
          .where('stage', '=', 'new')
          .where('kind', 'in', [...sees[role]])
          .executeTakeFirstOrThrow();
        expect((await json<{ new: number }>(answer)).new).toBe(row.total);
      },
    },
  },
  {
    method: 'GET',
    pattern: staffApiPaths.staff,
    path: () => staffApiPaths.staff,
    access: {
      to: 'everyone',
      ok: 200,
      check: async ({ role, answer }) => {
        const listed = (await json<{ email: string }[]>(answer)).map((member) => member.email);
        const colleagues = roles.filter((other) =>
          sees[other].some((kind) => sees[role].includes(kind)),
        );
        expect(listed.sort()).toEqual(colleagues.map(emailOf).sort());
      },
    },
  },
  {
    method: 'GET',
    pattern: staffApiPaths.submissionPattern,
    path: (ids, kind) => staffApiPaths.submission(ids[kind]),
    access: { to: 'entry', ok: 200 },
  },
  {
    method: 'PATCH',
    pattern: staffApiPaths.submissionPattern,
    path: (ids, kind) => staffApiPaths.submission(ids[kind]),
    body: { spam: true },
    access: { to: 'entry', ok: 200 },
  },
  {
    method: 'DELETE',
    pattern: staffApiPaths.submissionPattern,
    path: (ids, kind) => staffApiPaths.submission(ids[kind]),
    access: { to: 'entry', ok: 204 },
  },
  {
    method: 'POST',
    pattern: staffApiPaths.notesPattern,
    path: (ids, kind) => staffApiPaths.notes(ids[kind]),
    body: { body: 'Called back.' },
    access: { to: 'entry', ok: 201 },
  },
  {
    method: 'POST',
    pattern: staffApiPaths.repliesPattern,
    path: (ids, kind) => staffApiPaths.replies(ids[kind]),
    access: { to: 'entry', ok: 204 },
  },
  {
    // These entries have no résumé file: 404 either way here; resume-download.test.ts has the
    // roles downloading an application's file.
    method: 'GET',
    pattern: staffApiPaths.resumePattern,
    path: (ids, kind) => staffApiPaths.resume(ids[kind]),
    access: { to: 'entry', ok: 404 },
  },
  {
    method: 'GET',
    pattern: staffApiPaths.submissionActivityPattern,
    path: (ids, kind) => staffApiPaths.submissionActivity(ids[kind]),
    access: { to: 'entry', ok: 200 },
  },
  {
    method: 'GET',
    pattern: staffApiPaths.activity,
    path: () => staffApiPaths.activity,
    access: { to: 'admin', ok: 200 },
  },
  {
    method: 'GET',
    pattern: staffApiPaths.invitations,
    path: () => staffApiPaths.invitations,
    access: { to: 'admin', ok: 200 },
  },
  {
    method: 'POST',
    pattern: staffApiPaths.invitations,
    path: () => staffApiPaths.invitations,
    body: { email: 'invited.colleague@akscellence.example', role: 'sales' },
    access: { to: 'admin', ok: 201 },
  },
  {
    method: 'DELETE',
    pattern: staffApiPaths.invitationPattern,
    path: () => staffApiPaths.invitation(999_999),
    access: { to: 'admin', ok: 404 },
  },
  {
    method: 'GET',
    pattern: staffApiPaths.reports,
    path: () => `${staffApiPaths.reports}?from=${yesterday}&to=${yesterday}`,
    access: { to: 'admin', ok: 200 },
  },
  {
    method: 'GET',
    pattern: staffApiPaths.accounts,
    path: () => staffApiPaths.accounts,
    access: { to: 'admin', ok: 200 },
  },
  {
    method: 'GET',
    pattern: staffApiPaths.jobs,
    path: () => staffApiPaths.jobs,
    access: { to: 'jobs', ok: 200 },
  },
  {
    method: 'POST',
    pattern: staffApiPaths.jobs,
    path: () => staffApiPaths.jobs,
    makeBody: () => draftJob(`role-table-${String((drafts += 1))}`),
    access: { to: 'jobs', ok: 201 },
  },
  {
    method: 'GET',
    pattern: staffApiPaths.jobPattern,
    // The first of the jobs a fresh install has.
    path: () => staffApiPaths.job(1),
    access: { to: 'jobs', ok: 200 },
  },
  {
    method: 'PUT',
    pattern: staffApiPaths.jobPattern,
    path: () => staffApiPaths.job(999_999),
    makeBody: () => ({ ...draftJob('no-such-job'), revision: 1 }),
    access: { to: 'jobs', ok: 404 },
  },
  {
    method: 'POST',
    pattern: staffApiPaths.jobCopiesPattern,
    path: () => staffApiPaths.jobCopies(1),
    access: { to: 'jobs', ok: 201 },
  },
  {
    method: 'POST',
    pattern: staffApiPaths.jobMovesPattern,
    // Publishing an open job is refused whoever asks; the refusal shows the role got through.
    path: () => staffApiPaths.jobMoves(1),
    body: { move: 'publish', revision: 1 },
    access: { to: 'jobs', ok: 409 },
  },
  {
    method: 'GET',
    pattern: jobPageFailuresPath,
    path: () => jobPageFailuresPath,
    access: { to: 'jobs', ok: 200 },
  },
  {
    method: 'POST',
    pattern: jobPageFailuresPath,
    path: () => jobPageFailuresPath,
    access: { to: 'jobs', ok: 200 },
  },
  // A job no one has: the preview's own tests (server/jobs/job-preview.test.ts) render one.
  {
    method: 'GET',
    pattern: jobPreviewPattern,
    path: () => jobPreviewPath(999_999),
    access: { to: 'jobs', ok: 404 },
  },
  {
    method: 'POST',
    pattern: jobPreviewPattern,
    path: () => jobPreviewPath(999_999),
    makeBody: () => draftJob('no-such-preview'),
    access: { to: 'jobs', ok: 404 },
  },
  // An account no one has: the admin's answer says so, and the roles' accounts stay as they are.
  {
    method: 'PATCH',
    pattern: staffApiPaths.accountPattern,
    path: () => staffApiPaths.account(999_999),
    body: { role: 'sales' },
    access: { to: 'admin', ok: 404 },
  },
  {
    method: 'DELETE',
    pattern: staffApiPaths.accountPattern,
    path: () => staffApiPaths.account(999_999),
    access: { to: 'admin', ok: 404 },
  },
];

/** What an entry looks like to the database: the row, its notes and its history. */
async function entryState(server: TestServer, id: number): Promise<string> {
  const row = await server.database.db
    .selectFrom('submissions')
    .select(['stage', 'spam', 'assignee_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  const notes = await server.database.db
    .selectFrom('notes')
    .select('id')
    .where('submission_id', '=', id)
    .execute();
  return JSON.stringify({ row, notes: notes.length });
}

function send(
  server: TestServer,
  session: StaffSession | undefined,
  route: Route,
  path: string,
): Promise<Response> {
  const init: RequestInit = { method: route.method };
  const body = route.makeBody ? route.makeBody() : route.body;
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  if (session) return session.request(path, init);
  // No session, but from the staff pages' origin: the answer is about the session alone.
  const headers = new Headers(init.headers);
  headers.set('Origin', server.origin);
  return server.fetch(path, { ...init, headers });
}

describe('the staff API by role', () => {
  it('answers each route as each role may see it, and nothing without a session', async () => {
    const server = await start();
    // Every route the staff API serves has a row (sign-in and its code are tried by auth.test.ts
    // and two-factor.test.ts, the other routes without a session by invitations.test.ts and
    // password-resets.test.ts).
    const served = server.runtime.app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith(staffApiPaths.prefix))
      .filter((route) => !(route.method === 'POST' && publicStaffApiPosts.includes(route.path)))
      .map((route) => `${route.method} ${route.path}`);
    const tabled = routes.map((route) => `${route.method} ${route.pattern}`);
    expect(new Set(tabled)).toEqual(new Set(served));

    for (const role of roles) await createStaff(server, emailOf(role), password, role);
    const sessions = new Map<StaffRole, StaffSession>();
    for (const role of roles) sessions.set(role, await signIn(server, emailOf(role), password));

    const failures: string[] = [];
    let tries = 0;
    const expectStatus = (label: string, answer: Response, status: number) => {
      if (answer.status !== status) failures.push(`${label}: ${answer.status}, not ${status}`);
    };

    for (const route of routes) {
      const targets = route.access.to === 'entry' ? kinds : (['contact'] as const);
      for (const kind of targets) {
        for (const role of [undefined, ...roles]) {
          // Fresh entries for each try (the gateway takes the same text twice as one entry), so a
          // deletion or a change never spoils the next.
          tries += 1;
          const ids: Ids = {
            contact: (await storeSubmission(server, newContact({ message: `Try ${tries}.` }))).id,
            apply: (
              await storeSubmission(
                server,
                newApplication({ message: `${validApply.message}\nTry ${tries}.` }),
              )
            ).id,
          };
          const path = route.path(ids, kind);
          const label = `${route.method} ${path} as ${role ?? 'nobody'}`;
          const session =
            role === undefined
              ? undefined
              : route.endsSession
                ? await signIn(server, emailOf(role), password)
                : sessions.get(role);
          const before = await entryState(server, ids[kind]);
          const answer = await send(server, session, route, path);
          if (role === undefined) {
            expectStatus(label, answer, 401);
            continue;
          }
          const { access } = route;
          if (access.to === 'entry') {
            const allowed = sees[role].includes(kind);
            expectStatus(label, answer, allowed ? access.ok : 404);
            if (!allowed && (await entryState(server, ids[kind])) !== before) {
              failures.push(`${label}: the entry changed`);
            }
          } else if (access.to === 'own') {
            expectStatus(label, answer, access.ok[role]);
          } else if (access.to === 'admin') {
            expectStatus(label, answer, opensEverything[role] ? access.ok : 403);
          } else if (access.to === 'jobs') {
            expectStatus(label, answer, postsJobs[role] ? access.ok : 403);
          } else {
            expectStatus(label, answer, access.ok);
            try {
              if (answer.ok) await access.check?.({ server, role, ids, answer });
            } catch (error) {
              failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('assigning by role', () => {
  it('gives a lead only to an account whose role sees its kind', async () => {
    const server = await start();
    for (const role of roles) await createStaff(server, emailOf(role), password, role);
    const admin = await signIn(server, emailOf('admin'), password);
    const members = await json<{ id: number; email: string }[]>(
      await admin.request(staffApiPaths.staff),
    );
    const idOf = (role: StaffRole) => members.find((member) => member.email === emailOf(role))?.id;
    const application = await storeSubmission(server, newApplication());
    const assign = (role: StaffRole) =>
      admin.request(staffApiPaths.submission(application.id), {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ assigneeId: idOf(role) }),
      });
    const refused = await assign('sales');
    expect(refused.status).toBe(400);
    expect(await json<{ message: string }>(refused)).toEqual({
      message: 'That account’s role does not include this kind of entry.',
    });
    expect((await assign('recruiting')).status).toBe(200);
  });
});
