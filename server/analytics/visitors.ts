/**
 * Counting visitors without knowing them: a visitor is a keyed hash of the client's address, its
 * user agent and the site, under a salt that belongs to one day (in the company's time zone). The
 * salt is random, shared by all instances through the database, and deleted once its day is over,
 * so a hash cannot be recomputed or linked to another day's, and nothing identifies a person.
 * The address and the user agent themselves are never stored.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../db/connection';
import { dayInZone } from '../time-zone';

export class VisitorHasher {
  readonly #database: Database;
  readonly #timeZone: string;
  readonly #site: string;
  #cached: { day: string; salt: string } | undefined;

  constructor(database: Database, timeZone: string, site: string) {
    this.#database = database;
    this.#timeZone = timeZone;
    this.#site = site;
  }

  dayOf(at: number): string {
    return dayInZone(at, this.#timeZone);
  }

  async #saltOf(day: string): Promise<string> {
    if (this.#cached?.day === day) return this.#cached.salt;
    const { db } = this.#database;
    await db
      .insertInto('visitor_salts')
      .values({ day, salt: randomBytes(32).toString('hex') })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .execute();
    const row = await db
      .selectFrom('visitor_salts')
      .select('salt')
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    this.#cached = { day, salt: row.salt };
    return row.salt;
  }

  /** The visitor's hash for the day `at` falls on. */
  async visitor(address: string, userAgent: string, at: number): Promise<string> {
    const salt = await this.#saltOf(this.dayOf(at));
    return createHmac('sha256', salt)
      .update(`${address}\n${userAgent}\n${this.#site}`)
      .digest('base64url')
      .slice(0, 22);
  }
}

/** Deletes the salts of days before `day`: their visitors can never be matched again. */
export async function forgetOldSalts(database: Database, day: string): Promise<number> {
  const result = await database.db
    .deleteFrom('visitor_salts')
    .where('day', '<', day)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
