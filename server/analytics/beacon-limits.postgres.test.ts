// @vitest-environment node
/**
 * Two instances of the site on one PostgreSQL database, as behind a load balancer: the beacon
 * limits are counted in the database, so alternating between the instances does not double a
 * client's limit or the site's budget per second.
 */
import { afterEach, expect, it } from 'vitest';
import { beaconPath } from '@/config/endpoints';
import { openDatabase } from '../db';
import { sharedBudget } from '../db/rate-limit';
import { createRuntime, type Runtime } from '../runtime';
import { testConfig, testServers, type TestServer } from '../support/test-server';

const browser = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile';
const noon = Date.parse('2026-07-04T17:00:00Z');
const start = testServers({ inProcess: true, now: () => noon });

const seconds: Runtime[] = [];
afterEach(async () => {
  await Promise.all(seconds.splice(0).map((runtime) => runtime.close()));
});

/** Two instances with these limits; every request in process comes from one client. */
async function twoInstances(limits: { beaconsPerMinute: number; beaconsPerSecond: number }) {
  const first = await start({ config: limits });
  const second = await createRuntime(
    testConfig({ databaseUrl: first.testDatabase.target.url, ...limits }),
    {
      database: await openDatabase(first.testDatabase.target),
      log: () => undefined,
      now: () => noon,
    },
  );
  seconds.push(second);
  return { first, second };
}

/** Beacons sent to the two instances in turn, each from a browser of its own. */
async function alternate(first: TestServer, second: Runtime, count: number): Promise<number[]> {
  const answers: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const init = {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'User-Agent': `${browser} ${String(index)}` },
      body: JSON.stringify({ t: 'view', route: '/', path: '/', ref: '', vp: 'phone', build: 'b' }),
    };
    const answer =
      index % 2 === 0
        ? await first.fetch(beaconPath, init)
        : await second.app.request(`${first.origin}${beaconPath}`, init);
    answers.push(answer.status);
  }
  return answers;
}

it("holds one client's beacons per minute across both instances", async () => {
  const { first, second } = await twoInstances({ beaconsPerMinute: 3, beaconsPerSecond: 0 });
  expect(await alternate(first, second, 6)).toEqual([204, 204, 204, 429, 429, 429]);
});

it("holds the site's beacons per second across both instances", async () => {
  const { first, second } = await twoInstances({ beaconsPerMinute: 0, beaconsPerSecond: 4 });
  expect(await alternate(first, second, 7)).toEqual([204, 204, 204, 204, 429, 429, 429]);
});

it('lets the instances together take the budget in blocks, never more than all of it', async () => {
  const app = await start();
  const budget = () =>
    sharedBudget(app.database, { max: 10, windowMs: 1_000, block: 4, now: () => noon });
  const [one, two] = [budget(), budget()];
  const answers: boolean[] = [];
  for (let index = 0; index < 14; index += 1) {
    answers.push((await (index % 3 === 0 ? two : one).hit('site')).allowed);
  }
  expect(answers.filter(Boolean)).toHaveLength(10);
  expect(answers.slice(-2)).toEqual([false, false]);
});
