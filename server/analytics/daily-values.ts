/**
 * A cap on the distinct values of each kind the reports can be made to list for one day: sources,
 * media, campaigns, referring sites and builds. Each looks harmless alone, but a stranger can send
 * a new one with every beacon, and each new one is a row of the day's report. The first values
 * of a day are kept as they come; past the cap, a value the day has not seen is stored as `other`
 * (the visit still counts). The day's values are counted in the database (`daily_values`), so the
 * cap holds for all instances together: each value is admitted by one statement that inserts it
 * only while the day has room. Two instances admitting at the same moment may each take the last
 * place, so a day may end a value or two over the cap, never more than that per instance.
 */
import { sql } from 'kysely';
import { otherValue } from '@/shared/analytics/beacon';
import type { Database } from '../db/connection';

export const valueKinds = ['source', 'medium', 'campaign', 'referrer', 'build'] as const;
export type ValueKind = (typeof valueKinds)[number];

/** Distinct values of each kind kept per day unless told otherwise: far above a real day's. */
export const distinctPerDay = 200;

/** What this instance knows of one day's values of one kind. */
interface Known {
  kept: Set<string>;
  /** The day had no room left: what it kept is all read, and nothing new is asked for. */
  full: boolean;
}

/** Days and kinds remembered at most: today's, and yesterday's while its last beacons arrive. */
const rememberedDays = 2 * valueKinds.length;

export class DailyValues {
  readonly #database: Database;
  readonly #cap: number;
  readonly #known = new Map<string, Known>();

  constructor(database: Database, cap = distinctPerDay) {
    this.#database = database;
    this.#cap = cap;
  }

  #knownOf(day: string, kind: ValueKind): Known {
    const key = `${day} ${kind}`;
    let known = this.#known.get(key);
    if (!known) {
      known = { kept: new Set(), full: false };
      this.#known.set(key, known);
      // The oldest day goes first: a slice holds one day, or two around midnight.
      if (this.#known.size > rememberedDays)
        this.#known.delete(this.#known.keys().next().value ?? key);
    }
    return known;
  }

  /** Inserts the value when the day has room for it; true when the day keeps it. */
  async #admit(day: string, kind: ValueKind, value: string): Promise<boolean> {
    const { db } = this.#database;
    const inserted = await sql`
      INSERT INTO daily_values (day, kind, value)
      SELECT CAST(${day} AS TEXT), CAST(${kind} AS TEXT), CAST(${value} AS TEXT)
      WHERE (SELECT count(*) FROM daily_values WHERE day = ${day} AND kind = ${kind}) < ${this.#cap}
      ON CONFLICT DO NOTHING`.execute(db);
    if (Number(inserted.numAffectedRows ?? 0) > 0) return true;
    // Not inserted: another instance kept it first, or the day is full.
    const row = await db
      .selectFrom('daily_values')
      .select('value')
      .where('day', '=', day)
      .where('kind', '=', kind)
      .where('value', '=', value)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Reads every value the day kept, once it has no room left. */
  async #readAll(day: string, kind: ValueKind, known: Known): Promise<void> {
    const rows = await this.#database.db
      .selectFrom('daily_values')
      .select('value')
      .where('day', '=', day)
      .where('kind', '=', kind)
      .execute();
    for (const row of rows) known.kept.add(row.value);
    known.full = true;
  }

  /**
   * Which of these values the day keeps: those it kept already, and new ones while it has room.
   * `other` is always kept and takes no place.
   */
  async keep(day: string, kind: ValueKind, values: Iterable<string>): Promise<ReadonlySet<string>> {
    const known = this.#knownOf(day, kind);
    const kept = new Set<string>([otherValue]);
    for (const value of new Set(values)) {
      if (value === otherValue || known.kept.has(value)) {
        kept.add(value);
        continue;
      }
      if (known.full) continue;
      if (await this.#admit(day, kind, value)) {
        known.kept.add(value);
        kept.add(value);
      } else {
        await this.#readAll(day, kind, known);
        if (known.kept.has(value)) kept.add(value);
      }
    }
    return kept;
  }
}
