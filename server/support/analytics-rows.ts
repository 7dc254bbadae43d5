/**
 * Raw analytics rows written straight to the database, as a queue written late, a restore or a
 * flood stored before the checks would have left them: for the analytics tests.
 */
import type { Database } from '../db/connection';

/** A direct visit on a phone that landed on the home page; answers its id. */
export async function insertVisit(
  database: Database,
  visit: { visitor: string; day: string; startedAt: number },
): Promise<number> {
  const row = await database.db
    .insertInto('visits')
    .values({
      visitor: visit.visitor,
      day: visit.day,
      started_at: visit.startedAt,
      landing_route: '/',
      landing_path: '/',
      referrer: null,
      source_kind: 'direct',
      source: 'Direct',
      medium: null,
      campaign: null,
      viewport: 'phone',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
