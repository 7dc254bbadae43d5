// @vitest-environment node
/**
 * A large export with a search does not stall the server: the search runs once and the rows
 * follow in small batches with other requests served between them. Before, an export of 50,000
 * rows searching for "a" took 14 s and held a parallel page request for 10 s.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import type { Database } from '../db';
import { createStaff, signIn } from '../support/staff-client';
import { testServers } from '../support/test-server';
import { makeFakeDist } from '../support/fake-dist';

const start = testServers();
const rows = 50_000;

/** Fills the table in one statement: 50,000 contact requests whose messages all hold "apply". */
async function seed(database: Database): Promise<void> {
  const numbers =
    database.engine === 'postgres'
      ? sql`SELECT generate_series(1, ${rows}) AS i`
      : sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows}) SELECT i FROM n`;
  await sql`INSERT INTO submissions (kind, received_at, portal_name, requested_demo_for_product_name,
      first_name, last_name, orgnization_email, orgnization_name, message, country)
    SELECT 'contact', ${new Date().toISOString()}, 'Akscel', 'Akscel portal', 'Ann', 'Lee' || i,
      'ann' || i || '@example.com', 'Acme', 'We would like to apply analytics to batch ' || i, NULL
    FROM (${numbers}) AS numbers`.execute(database.db);
}

describe('a large export with a search', () => {
  it('streams every matching row while other requests are answered at once', async () => {
    const server = await start({ distDir: makeFakeDist() });
    await seed(server.database);
    await createStaff(server);
    const staff = await signIn(server);

    const exported = staff
      .request(`${staffApiPaths.submissionsCsv}?status=all&q=a`)
      .then((response) => response.text());
    let slowest = 0;
    const progress = { done: false };
    void exported.finally(() => {
      progress.done = true;
    });
    let pages = 0;
    while (!progress.done) {
      const started = performance.now();
      const page = await fetch(`${server.origin}/aboutus/`);
      await page.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      pages += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const lines = (await exported).trimEnd().split('\r\n');
    expect(lines).toHaveLength(rows + 1);
    expect(pages).toBeGreaterThan(1);
    // A generous bound against a busy machine; docs/security.md has the figure of an idle one.
    expect(slowest).toBeLessThan(1000);
  }, 120_000);
});
