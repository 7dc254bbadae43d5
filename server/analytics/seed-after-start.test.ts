// @vitest-environment node
/**
 * `npm run seed:demo` on a database a server has already opened (as the docs have it: start,
 * then seed): the first start rolled up the empty days before the seed, and the seeded past
 * still fills the reports.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { projectRoot } from '../config';
import { dayInZone } from '../time-zone';
import { testServers } from '../support/test-server';
import { figuresOf } from './report-days';
import { addDays } from './calendar-days';
import { rollUpClosedDays } from './rollup';

const run = promisify(execFile);
const start = testServers({ inProcess: true });
const zone = 'America/Chicago';

it('fills the reports when the server rolled up the empty days first', async () => {
  const app = await start();
  const now = Date.now();
  const today = dayInZone(new Date(now), zone);
  const from = addDays(today, -3);
  const yesterday = addDays(today, -1);
  // What the first start does: every closed day of the window, empty, rolled up.
  expect(await rollUpClosedDays(app.database, now, zone, 90)).toContain(yesterday);

  await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/demo/seed.ts', '--days=3', '--visitors=20', '--seed=7'],
    { cwd: projectRoot, env: { ...process.env, ...app.testDatabase.env } },
  );

  const figures = await figuresOf(app.database, from, yesterday, today, zone);
  // Every seeded closed day counts, from the stored totals.
  expect(figures.days.map((day) => day.day)).toEqual([from, addDays(from, 1), yesterday]);
  for (const day of figures.days) expect(day.views).toBeGreaterThan(0);
  const stored = await app.database.db
    .selectFrom('daily_site')
    .select(['day', 'views'])
    .where('day', '>=', from)
    .where('day', '<=', yesterday)
    .execute();
  expect(stored.every((row) => row.views > 0)).toBe(true);
}, 60_000);
