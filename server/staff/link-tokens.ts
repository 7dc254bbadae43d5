/**
 * The tokens of invitation and password-reset links. A link's row keeps a random seed and the
 * SHA-256 of the token; the token itself is a keyed hash (HMAC) of the seed under a key derived
 * from the server's hash key, which lives outside the database (server/secrets.ts). So the raw
 * token is stored nowhere: the outbox job names only the link, and the mail is written when the
 * worker sends it, the token derived again then (each retry gets the same link). A copy of the
 * database (a backup, a leak) holds no token, and cannot make one without the key.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export interface LinkTokens {
  /** A new seed for a link's row. */
  newSeed(): string;
  /** The link's token, from its row's seed. */
  tokenOf(seed: string): string;
}

export function linkTokens(key: Buffer): LinkTokens {
  return {
    newSeed: () => randomBytes(32).toString('base64url'),
    tokenOf: (seed) => createHmac('sha256', key).update(seed).digest('base64url'),
  };
}

/** How a token is found in the database. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token as the links carry it: 43 characters of base64url; anything else is not looked up. */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && /^[\w-]{43}$/.test(value);
}
