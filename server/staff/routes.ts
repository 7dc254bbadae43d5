/** The staff API under /staff/api: the guard first, then sign-in/out and the inbox routes. */
import { Hono } from 'hono';
import { staffApiPaths } from '@/config/staff-api';
import { staffGuard, type StaffEnv } from './guard';
import { reportRoutes, type ReportRouteOptions } from './reports-routes';
import { sessionRoutes, type SessionRouteOptions } from './session-routes';
import { submissionRoutes, type SubmissionRouteOptions } from './submission-routes';

export type StaffApiOptions = SessionRouteOptions &
  Omit<SubmissionRouteOptions, 'database'> &
  Pick<ReportRouteOptions, 'beacons'>;

export function staffRoutes(options: StaffApiOptions): Hono<StaffEnv> {
  const staff = new Hono<StaffEnv>();
  const guard = staffGuard(options);
  staff.use(staffApiPaths.prefix, guard);
  staff.use(`${staffApiPaths.prefix}/*`, guard);
  staff.route('/', sessionRoutes(options));
  staff.route('/', submissionRoutes(options));
  staff.route('/', reportRoutes(options));
  // Unknown API paths answer JSON, not the site's 404 page (and only to a signed-in client).
  staff.all(`${staffApiPaths.prefix}/*`, (c) => c.json({ message: 'Not found.' }, 404));
  return staff;
}
