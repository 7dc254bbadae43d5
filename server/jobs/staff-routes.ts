/**
 * What staff see of the live pages (live-pages.ts): the pages whose render failed on this
 * instance, and rendering them again. Mounted behind the staff guard, which lets only the jobs
 * capability (admins, recruiters) reach the path (server/staff/routes.ts).
 */
import { Hono } from 'hono';
import { jobPageFailuresPath, type JobPageFailures } from '@/shared/jobs/page-failures';
import type { LivePageFailure, LivePages } from './live-pages';

const answer = (failures: readonly LivePageFailure[]): JobPageFailures => ({
  failures: failures.map(({ path, at }) => ({ path, at: new Date(at).toISOString() })),
});

/** `live`: undefined where the server renders no pages (`--api-only`): then nothing fails. */
export function jobPageFailureRoutes(live: LivePages | undefined): Hono {
  const app = new Hono();
  app.get(jobPageFailuresPath, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(answer(live?.failures() ?? []));
  });
  app.post(jobPageFailuresPath, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(answer((await live?.retry()) ?? []));
  });
  return app;
}
