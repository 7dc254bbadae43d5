/**
 * `GET /staff/api/reports?from=YYYY-MM-DD&to=YYYY-MM-DD`: the reports page's figures. Mounted
 * inside the staff API behind its guard (server/app.ts hands it to the staff routes), so only a
 * signed-in client reaches it.
 */
import { Hono } from 'hono';
import { staffApiPaths } from '@/config/staff-api';
import type { Database } from '../db/connection';
import { buildReports, maxRangeDays } from './reports';
import { daysBetween } from './calendar-days';

export interface ReportRouteOptions {
  database: Database;
  timeZone: string;
  now: () => number;
  /**
   * The beacons this instance accepted and has not written yet: written before a read, so the
   * figures include the last moments (another instance's are written within a second).
   */
  beacons?: { flush(): Promise<void> } | undefined;
}

const isDay = (value: string) =>
  /^\d{4}-\d\d-\d\d$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export function reportRoutes(options: ReportRouteOptions): Hono {
  const app = new Hono();
  app.get(staffApiPaths.reports, async (c) => {
    const from = c.req.query('from') ?? '';
    const to = c.req.query('to') ?? '';
    if (!isDay(from) || !isDay(to)) {
      return c.json({ message: 'from and to must be days as YYYY-MM-DD.' }, 400);
    }
    if (from > to) return c.json({ message: 'from must not be after to.' }, 400);
    if (daysBetween(from, to).length > maxRangeDays) {
      return c.json({ message: `A range can be at most ${maxRangeDays} days long.` }, 400);
    }
    c.header('Cache-Control', 'no-store');
    await options.beacons?.flush();
    return c.json(
      await buildReports(options.database, { from, to }, options.now(), options.timeZone),
    );
  });
  return app;
}
