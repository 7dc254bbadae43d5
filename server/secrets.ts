/**
 * The server's hash key: the root of every keyed hash that stands for a person or counts them
 * (a client's network in the rate limits and the activity history, a recipient of
 * confirmations) and of the submissions' references. It lives outside the database, so that a
 * copy of the database (a backup, a leak) cannot be used to test guesses against those hashes:
 * an IPv4 address is one of four billion, and a key kept beside the hashes would let anyone try
 * them all.
 *
 * HASH_KEY sets it (every instance of one site needs the same). Without it, a server on SQLite
 * keeps a random one in a file beside its database, made on first start and readable by its
 * owner only; on PostgreSQL the instances could not agree on such a file, so HASH_KEY is needed.
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The shortest hash key accepted: 32 characters, as random as the generated one's 64. */
export const minHashKeyLength = 32;

export interface HashKeySource {
  /** HASH_KEY, when set. */
  hashKey: string | undefined;
  databaseUrl: string | undefined;
  databasePath: string;
}

/** The file that keeps a SQLite server's generated key. */
export function hashKeyFile(databasePath: string): string {
  return join(dirname(databasePath), 'hash-key');
}

export function loadHashKey(source: HashKeySource): string {
  if (source.hashKey !== undefined) return source.hashKey;
  if (source.databaseUrl !== undefined) {
    throw new Error(
      `DATABASE_URL is set: set HASH_KEY too, to the same secret of at least ${minHashKeyLength} characters on every instance (for example the output of: openssl rand -hex 32).`,
    );
  }
  const file = hashKeyFile(source.databasePath);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    // `wx`: of two processes starting at once, one writes the file and the other reads it.
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** What each keyed hash is for: each gets a key of its own, derived from the hash key. */
export type HashPurpose =
  | 'client-network'
  | 'confirmation-recipient'
  | 'reference'
  // The tokens of invitation and password-reset links (server/staff/link-tokens.ts).
  | 'account-link'
  // Two-factor sign-in (server/staff/two-factor-keys.ts): the TOTP secrets' encryption, the
  // recovery codes' hashes and the pending sign-in's signature.
  | 'two-factor-secret'
  | 'recovery-code'
  | 'two-factor-pending';

export function derivedKey(hashKey: string, purpose: HashPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', hashKey, 'akscellence', purpose, 32));
}
