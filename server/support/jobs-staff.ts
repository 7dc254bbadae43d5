/**
 * A recruiter's side of the staff Jobs API over real HTTP, for the tests that run more than one
 * instance and for `npm run bench:jobs`: an account written to the database as the CLI writes
 * it, a sign-in as the sign-in page makes it (password, then the session's CSRF token), the
 * requests the Jobs pages send, and a wait for a public page to show what was changed.
 */
import { staffApiPaths } from '@/config/staff-api';
import type { JobInput } from '@/shared/jobs/job-input';
import type { JobMove } from '@/shared/jobs/job-moves';
import type { StaffJob } from '@/shared/jobs/staff-jobs';
import type { StaffSessionInfo } from '@/shared/staff/api-types';
import type { Database } from '../db/connection';
import { addStaff } from '../db/staff';
import { hashPassword } from '../staff/passwords';
import { cookieOf } from './staff-client';

export const recruiterEmail = 'live.recruiter@akscellence.example';
const recruiterPassword = 'a recruiter who posts jobs all day';

const dayMs = 86_400_000;

/** A job the publish checks accept: in Omaha, NE, with a pay range, valid for two months. */
export function liveJob(overrides: Partial<JobInput> = {}): JobInput {
  return {
    title: 'Data Engineer',
    slug: 'data-engineer-live',
    referenceNumber: 'AKS-LIVE-1',
    employmentType: 'full-time',
    workplace: 'on-site',
    locations: [{ locality: 'Omaha', region: 'NE', country: 'US' }],
    remoteRegions: [],
    pay: { min: 95_000, max: 120_000, currency: 'USD', unit: 'YEAR' },
    client: { kind: 'own' },
    validThrough: new Date(Date.now() + 60 * dayMs).toISOString().slice(0, 10),
    experience: '3-5 Years',
    summary: 'Build the pipelines the analysts read every morning.',
    responsibilities: ['Own the nightly loads.'],
    qualifications: ['SQL you would show a colleague.'],
    ...overrides,
  };
}

export interface JobsStaff {
  /** A request of the Jobs pages, with the session's cookie, Origin and CSRF token. */
  send: (method: string, path: string, body?: unknown) => Promise<Response>;
  create: (input: JobInput) => Promise<StaffJob>;
  edit: (id: number, input: JobInput) => Promise<void>;
  move: (id: number, move: JobMove) => Promise<void>;
}

/** A recruiter's account (no two-factor step: the default asks it of admins only). */
export async function addRecruiter(database: Database): Promise<void> {
  await addStaff(database, recruiterEmail, await hashPassword(recruiterPassword), 'recruiting');
}

/** Signs the recruiter in at `origin`, as the sign-in page does. */
export async function signInRecruiter(origin: string): Promise<JobsStaff> {
  const signIn = await fetch(`${origin}${staffApiPaths.session}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email: recruiterEmail, password: recruiterPassword }),
  });
  if (signIn.status !== 204) throw new Error(`The sign-in answered ${String(signIn.status)}.`);
  const cookie = cookieOf(signIn);
  const who = await fetch(`${origin}${staffApiPaths.session}`, { headers: { Cookie: cookie } });
  const { csrfToken } = (await who.json()) as StaffSessionInfo;

  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${origin}${path}`, {
      method,
      headers: {
        Cookie: cookie,
        Origin: origin,
        'X-CSRF-Token': csrfToken,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const expectStatus = async (answer: Response, status: number, what: string) => {
    if (answer.status !== status) {
      throw new Error(`${what} answered ${String(answer.status)}: ${await answer.text()}`);
    }
  };
  // A change names the revision it is based on, as the staff page does: the job's current one.
  const revisionOf = async (id: number) => {
    const answer = await send('GET', staffApiPaths.job(id));
    await expectStatus(answer, 200, 'Reading a job');
    return ((await answer.json()) as StaffJob).revision;
  };
  return {
    send,
    create: async (input) => {
      const answer = await send('POST', staffApiPaths.jobs, input);
      await expectStatus(answer, 201, 'Creating a job');
      return (await answer.json()) as StaffJob;
    },
    edit: async (id, input) => {
      const answer = await send('PUT', staffApiPaths.job(id), {
        ...input,
        revision: await revisionOf(id),
      });
      await expectStatus(answer, 200, 'Editing a job');
      await answer.arrayBuffer();
    },
    move: async (id, to) => {
      const answer = await send('POST', staffApiPaths.jobMoves(id), {
        move: to,
        revision: await revisionOf(id),
      });
      await expectStatus(answer, 200, `The move ${to}`);
      await answer.arrayBuffer();
    },
  };
}

/** The number of the stored job at an address. */
export async function jobIdOf(database: Database, slug: string): Promise<number> {
  const row = await database.db
    .selectFrom('jobs')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A public page as a visitor's browser fetches it: its status and its decompressed text. */
export async function publicPage(
  origin: string,
  path: string,
): Promise<{ status: number; body: string }> {
  const answer = await fetch(`${origin}${path}`, { redirect: 'manual' });
  return { status: answer.status, body: await answer.text() };
}

/**
 * Milliseconds until `shows` holds for the page at `path`, asked every `everyMs`; undefined when
 * it still does not after `giveUpMs`.
 */
export async function msUntilShown(
  origin: string,
  path: string,
  shows: (page: { status: number; body: string }) => boolean,
  { everyMs = 25, giveUpMs = 10_000 }: { everyMs?: number; giveUpMs?: number } = {},
): Promise<number | undefined> {
  const started = performance.now();
  for (;;) {
    if (shows(await publicPage(origin, path))) return performance.now() - started;
    if (performance.now() - started > giveUpMs) return undefined;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The `@type`s of a page's JSON-LD blocks. */
export function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json = '']) => (JSON.parse(json) as { '@type': string })['@type'],
  );
}
