// @vitest-environment node
/**
 * The staff API's request checks over HTTP: a request that changes something from another
 * origin, or without the session's CSRF token, changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import {
  createStaff,
  signIn,
  signInRequest,
  staffEmail,
  staffPassword,
} from '../support/staff-client';
import { postJson, testServers } from '../support/test-server';
import { validContact } from '../support/payloads';
import { storedSubmissions } from '../support/stored-submissions';
import { staffMessages } from './guard';

const start = testServers();

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

describe('request checks', () => {
  it('refuses state changes from another origin or without the CSRF token', async () => {
    const server = await start();
    await createStaff(server);
    await postJson(server.gatewayUrl, validContact);
    const [entry] = await storedSubmissions(server.database);
    const session = await signIn(server);
    const url = `${server.origin}${staffApiPaths.submission(entry?.id ?? 0)}`;
    const patch = (headers: Record<string, string>) =>
      fetch(url, {
        method: 'PATCH',
        headers: { Cookie: session.cookie, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ stage: 'contacted' }),
      });

    const noOrigin = await patch({ 'X-CSRF-Token': session.csrfToken });
    expect(noOrigin.status).toBe(403);
    expect(await messageOf(noOrigin)).toBe(staffMessages.wrongOrigin);
    const foreign = await patch({
      Origin: 'https://attacker.example',
      'X-CSRF-Token': session.csrfToken,
    });
    expect(foreign.status).toBe(403);
    const noToken = await patch({ Origin: server.origin });
    expect(noToken.status).toBe(403);
    expect(await messageOf(noToken)).toBe(staffMessages.csrf);
    const wrongToken = await patch({
      Origin: server.origin,
      'X-CSRF-Token': `${session.csrfToken.slice(0, -1)}x`,
    });
    expect(wrongToken.status).toBe(403);
    const deleteFromElsewhere = await fetch(url, {
      method: 'DELETE',
      headers: { Cookie: session.cookie, Origin: 'null', 'X-CSRF-Token': session.csrfToken },
    });
    expect(deleteFromElsewhere.status).toBe(403);
    const unchanged = await session.request(staffApiPaths.submission(entry?.id ?? 0));
    expect(((await unchanged.json()) as { stage: string }).stage).toBe('new');

    // Signing in from another origin is refused too (a login-CSRF attempt).
    const crossSignIn = await signInRequest(
      server,
      { email: staffEmail, password: staffPassword },
      { Origin: 'https://attacker.example' },
    );
    expect(crossSignIn.status).toBe(403);

    const allowed = await patch({ Origin: server.origin, 'X-CSRF-Token': session.csrfToken });
    expect(allowed.status).toBe(200);
    expect(((await allowed.json()) as { stage: string }).stage).toBe('contacted');
  });

  it('accepts the configured public origin as well as the request’s own', async () => {
    const server = await start({ config: { publicOrigin: 'https://inbox.akscellence.example' } });
    await createStaff(server);
    const response = await signInRequest(
      server,
      { email: staffEmail, password: staffPassword },
      { Origin: 'https://inbox.akscellence.example' },
    );
    expect(response.status).toBe(204);
  });

  it('lets the ways in without a password through without a session, from the site only', async () => {
    const server = await start();
    await createStaff(server);
    const post = (path: string, body: unknown, origin?: string) =>
      server.fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) },
        body: JSON.stringify(body),
      });
    const routes: [string, unknown, number][] = [
      [staffApiPaths.passwordResets, { email: staffEmail }, 202],
      [staffApiPaths.accountLink, { token: 'A'.repeat(43) }, 404],
      [staffApiPaths.accountLinkPassword, { token: 'A'.repeat(43), password: 'x' }, 404],
    ];
    for (const [path, body, status] of routes) {
      expect((await post(path, body, server.origin)).status, path).toBe(status);
      for (const origin of [undefined, 'https://evil.example', 'null']) {
        const refused = await post(path, body, origin);
        expect(refused.status, `${path} from ${origin ?? 'nowhere'}`).toBe(403);
        expect(await messageOf(refused)).toBe(staffMessages.wrongOrigin);
      }
    }
    // Only their POSTs: anything else there still needs a session.
    expect((await server.fetch(staffApiPaths.accountLink)).status).toBe(401);
    const outbox = await server.database.db.selectFrom('outbox').select('id').execute();
    expect(outbox.length).toBe(1);
  });
});
