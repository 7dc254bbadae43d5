/** The staff API under /staff/api: the guard first, then sign-in/out and the inbox routes. */
import { Hono } from 'hono';
import { staffApiPaths } from '@/config/staff-api';
import { staffGuard, type StaffEnv } from './guard';
import { mountSessionRoutes, type SessionRouteOptions } from './session-routes';
import { mountSubmissionRoutes } from './submission-routes';

export function mountStaffApi(app: Hono, options: SessionRouteOptions): void {
  const staff = new Hono<StaffEnv>();
  const guard = staffGuard(options);
  staff.use(staffApiPaths.prefix, guard);
  staff.use(`${staffApiPaths.prefix}/*`, guard);
  mountSessionRoutes(staff, options);
  mountSubmissionRoutes(staff, options.database);
  // Unknown API paths answer JSON, not the site's 404 page (and only to a signed-in client).
  staff.all(`${staffApiPaths.prefix}/*`, (c) => c.json({ message: 'Not found.' }, 404));
  app.route('/', staff);
}
