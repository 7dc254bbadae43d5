/**
 * Migration 0014: invitations and password resets, single-use links e-mailed to one address. A
 * row keeps a hash of its link's token, never the token, and the random seed the token is derived
 * from with a key outside the database (server/staff/link-tokens.ts): a copy of the database
 * opens no account. An invitation keeps its sender's address as it was, so the list still names
 * them after their account is gone. Never edit it once shipped: add the next migration.
 */
import type { ColumnTypes } from './column-types';
import type { Statements } from './statements';

/** `roleList`: the roles as migration 0013 wrote them, quoted for SQL. */
export function accountLinksMigration({ id, bigint }: ColumnTypes, roleList: string): Statements {
  return [
    `CREATE TABLE account_links (
       id ${id},
       purpose TEXT NOT NULL CHECK (purpose IN ('invite', 'reset')),
       email TEXT NOT NULL,
       role TEXT CHECK (role IN (${roleList})),
       staff_id ${bigint} REFERENCES staff_users (id) ON DELETE CASCADE,
       created_by ${bigint} REFERENCES staff_users (id) ON DELETE SET NULL,
       created_by_email TEXT,
       seed TEXT NOT NULL,
       token_hash TEXT NOT NULL UNIQUE,
       created_at ${bigint} NOT NULL,
       expires_at ${bigint} NOT NULL,
       used_at ${bigint},
       withdrawn_at ${bigint},
       CHECK ((purpose = 'invite') = (role IS NOT NULL))
     )`,
    'CREATE INDEX account_links_email ON account_links (email, purpose)',
  ];
}
