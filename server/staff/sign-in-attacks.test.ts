// @vitest-environment node
/**
 * Attacks on staff sign-in, each as a review found it working and now failing: parallel
 * guesses that all saw "no failures yet", a flood of sign-ins that starved the site of the
 * threads it reads files with, spoofed forwarded addresses, throttle keys that stored what was
 * typed, and sessions nobody could end.
 */
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import type { StaffSessionSummary } from '@/shared/staff/api-types';
import {
  createStaff,
  signIn,
  signInRequest,
  staffEmail,
  staffPassword,
} from '../support/staff-client';
import { testServers } from '../support/test-server';
import { makeFakeDist } from '../support/fake-dist';
import { staffMessages } from './guard';
import { maxSessionsPerAccount } from '../policy/staff-session';
import { accountRule, clientRule } from '../policy/sign-in-throttle';

const start = testServers();

const statusCounts = (responses: readonly Response[]) => {
  const counts = new Map<number, number>();
  for (const response of responses) {
    counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
  }
  return counts;
};

describe('sign-in throttling', () => {
  it('lets parallel guesses at one account through only as far as the budget allows', async () => {
    // The clock stands still: every guess arrives at the same moment, as in a real burst.
    const now = Date.now();
    const server = await start({ config: { signInConcurrency: 64 }, now: () => now });
    await createStaff(server);
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signInRequest(server, { email: staffEmail, password: `wrong guess ${i}` }),
      ),
    );
    const counts = statusCounts(guesses);
    expect(counts.get(401)).toBe(accountRule.freeAttempts);
    expect(counts.get(429)).toBe(40 - accountRule.freeAttempts);
  });

  it('lets parallel guesses from one address through only as far as its budget allows', async () => {
    const now = Date.now();
    const server = await start({ config: { signInConcurrency: 256 }, now: () => now });
    const guesses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        signInRequest(server, { email: `guess${i}@akscellence.example`, password: 'a guess' }),
      ),
    );
    const counts = statusCounts(guesses);
    expect(counts.get(401)).toBe(clientRule.freeAttempts);
    expect(counts.get(429)).toBe(200 - clientRule.freeAttempts);
  });

  it('counts the address a trusted proxy saw, whatever the client wrote to its left', async () => {
    const server = await start({ config: { proxy: { hops: 1, proto: true } } });
    const answers: number[] = [];
    for (let i = 0; i < clientRule.freeAttempts + 5; i += 1) {
      const response = await signInRequest(
        server,
        { email: `guess${i}@akscellence.example`, password: 'a guess' },
        { 'X-Forwarded-For': `198.51.100.${i}, 203.0.113.5` },
      );
      answers.push(response.status);
    }
    expect(answers.filter((status) => status === 401)).toHaveLength(clientRule.freeAttempts);
    expect(answers.slice(clientRule.freeAttempts).every((status) => status === 429)).toBe(true);
  });

  it('keeps what was typed out of the throttle table: keys are keyed hashes', async () => {
    const server = await start();
    await createStaff(server);
    const typedPassword = 'MySecretPassword!2026';
    await signInRequest(server, { email: typedPassword, password: 'anything at all' });
    await signInRequest(server, { email: staffEmail, password: 'not the right one' });
    const keys = await server.database.db.selectFrom('sign_in_throttle').select('key').execute();
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) {
      expect(key).toMatch(/^(account|client|device):[0-9a-f]{32}$/);
      expect(key.toLowerCase()).not.toContain(typedPassword.toLowerCase());
      expect(key).not.toContain(staffEmail);
    }
  });
});

describe('a flood of sign-ins', () => {
  it('hashes only a few passwords at once and turns the rest away at once, pages still served', async () => {
    const distDir = makeFakeDist();
    // Over real sockets, behind a proxy, with production's bound on hashes at once: guesses at
    // many accounts from many addresses, which no throttle stops.
    const server = await start({ distDir, config: { proxy: { hops: 1, proto: true } } });
    const flood = Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${server.origin}${staffApiPaths.session}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Origin: server.origin,
            'X-Forwarded-For': `198.51.${Math.floor(i / 250)}.${i % 250}`,
          },
          body: JSON.stringify({ email: `guess${i}@akscellence.example`, password: 'a guess' }),
        }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Pages are served during the flood; how fast is measured by `npm run bench:gateway`, not
    // here, where the machine's load would decide.
    const page = await fetch(`${server.origin}/aboutus/`);
    const answers = await flood;
    expect(page.status).toBe(200);
    const counts = statusCounts(answers);
    expect((counts.get(401) ?? 0) + (counts.get(429) ?? 0)).toBe(200);
    // Those that found every hashing slot taken were told to come back, without waiting.
    const busy = await Promise.all(
      answers.filter((answer) => answer.status === 429).map((answer) => answer.json()),
    );
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((body) => (body as { message: string }).message === staffMessages.busy)).toBe(
      true,
    );
  });
});

describe('sessions a staff member controls', () => {
  it('lists their sessions with the device, and ends the others on request', async () => {
    const server = await start();
    await createStaff(server);
    const laptop = await signIn(server);
    const phone = await signIn(server);
    const listed = await laptop.request(staffApiPaths.sessions);
    expect(listed.status).toBe(200);
    const sessions = (await listed.json()) as StaffSessionSummary[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.every((session) => session.device.length > 0)).toBe(true);

    const ended = await laptop.request(staffApiPaths.sessions, { method: 'DELETE' });
    expect(ended.status).toBe(200);
    expect(await ended.json()).toEqual({ ended: 1 });
    expect((await phone.request(staffApiPaths.submissions)).status).toBe(401);
    expect((await laptop.request(staffApiPaths.submissions)).status).toBe(200);
  });

  it('ends one other session by its id, never the current one this way', async () => {
    const server = await start();
    await createStaff(server);
    const laptop = await signIn(server);
    const phone = await signIn(server);
    const sessions = (await (
      await laptop.request(staffApiPaths.sessions)
    ).json()) as StaffSessionSummary[];
    const current = sessions.find((session) => session.current);
    const other = sessions.find((session) => !session.current);
    if (!current || !other) throw new Error('Two sessions expected.');
    const refused = await laptop.request(staffApiPaths.sessionById(current.id), {
      method: 'DELETE',
    });
    expect(refused.status).toBe(400);
    const removed = await laptop.request(staffApiPaths.sessionById(other.id), {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect((await phone.request(staffApiPaths.submissions)).status).toBe(401);
  });

  it(`keeps at most ${maxSessionsPerAccount} sessions, ending the least recently used`, async () => {
    const server = await start();
    // A role without two-factor sign-in: eleven sign-ins need not wait for eleven codes.
    await createStaff(server, staffEmail, staffPassword, 'sales');
    const first = await signIn(server);
    for (let i = 0; i < maxSessionsPerAccount; i += 1) await signIn(server);
    expect((await first.request(staffApiPaths.submissions)).status).toBe(401);
    const rows = await server.database.db.selectFrom('staff_sessions').select('id').execute();
    expect(rows).toHaveLength(maxSessionsPerAccount);
    // Signing in again was never refused: the password still works.
    expect(
      (await signInRequest(server, { email: staffEmail, password: staffPassword })).status,
    ).toBe(204);
  });
});
