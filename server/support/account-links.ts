/**
 * Invitation and reset links in the server tests: the token a link's e-mail carries, derived
 * from its row as the outbox worker derives it (the tests share the test servers' hash key), and
 * the public link routes as the staff pages call them.
 */
import { staffApiPaths } from '@/config/staff-api';
import { derivedKey } from '../secrets';
import { linkTokens } from '../staff/link-tokens';
import { testHashKey } from './test-database';
import type { TestServer } from './test-server';

const tokens = linkTokens(derivedKey(testHashKey, 'account-link'));

/** The token of the newest link to an address. */
export async function tokenFor(server: TestServer, email: string): Promise<string> {
  const row = await server.database.db
    .selectFrom('account_links')
    .select('seed')
    .where('email', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return tokens.tokenOf(row.seed);
}

/** A POST to one of the staff API's public routes, from the staff pages' origin. */
export function publicPost(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.origin, ...headers },
    body: JSON.stringify(body),
  });
}

export function setPassword(server: TestServer, token: string, password: string) {
  return publicPost(server, staffApiPaths.accountLinkPassword, { token, password });
}

export function linkInfo(server: TestServer, token: string) {
  return publicPost(server, staffApiPaths.accountLink, { token });
}

export function askForReset(server: TestServer, email: string, headers?: Record<string, string>) {
  return publicPost(server, staffApiPaths.passwordResets, { email }, headers);
}
