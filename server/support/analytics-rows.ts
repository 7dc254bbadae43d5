/**
 * Raw analytics rows written straight to the database, as a queue written late, a restore or a
 * flood stored before the checks would have left them, and the builds a server's instances
 * serve: for the analytics tests.
 */
import type { Database } from '../db/connection';
import type { TestServer } from './test-server';

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

/** A visit as `insertVisit` writes it, that saw the home page `views` times; answers its id. */
export async function insertHomeVisit(
  database: Database,
  visit: { visitor: string; day: string; startedAt: number; views: number },
): Promise<number> {
  const visitId = await insertVisit(database, visit);
  await database.db
    .insertInto('page_views')
    .values(
      Array.from({ length: visit.views }, (_, index) => ({
        visit_id: visitId,
        day: visit.day,
        viewed_at: visit.startedAt + index,
        route: '/',
        path: '/',
        viewport: 'phone',
        build: 'other',
      })),
    )
    .execute();
  return visitId;
}

/**
 * Registers builds as served at `at` by instances of the site, as each server does when it
 * starts, and has the server read them: their beacons keep their build from then on.
 */
export async function issueBuilds(
  server: TestServer,
  builds: readonly string[],
  at: number,
): Promise<void> {
  for (const build of builds) {
    await server.database.db
      .insertInto('builds')
      .values({ build, first_seen: at, issued_at: at })
      .onConflict((conflict) => conflict.column('build').doUpdateSet({ issued_at: at }))
      .execute();
  }
  await server.runtime.analytics.builds.read();
}
