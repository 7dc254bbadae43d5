/**
 * The staff API under /staff/api: the guard first, then the role checks, then sign-in/out, the
 * inbox routes and the routes other parts of the server put behind the guard (the analytics
 * reports).
 */
import { Hono } from 'hono';
import { staffApiPaths } from '@/config/staff-api';
import { jobPageFailuresPath } from '@/shared/jobs/page-failures';
import { staffGuard, type StaffEnv } from './guard';
import { accountRoutes } from './account-routes';
import { accountLinkRoutes } from './account-link-routes';
import { invitationRoutes } from './invitation-routes';
import { jobRoutes } from './job-routes';
import type { LinkTokens } from './link-tokens';
import { entryOfOwnKinds, requireCapability } from './role-checks';
import { sessionRoutes, type SessionRouteOptions } from './session-routes';
import { submissionRoutes, type SubmissionRouteOptions } from './submission-routes';
import { twoFactorRoutes } from './two-factor-routes';

export type StaffApiOptions = SessionRouteOptions &
  Omit<SubmissionRouteOptions, 'database'> & {
    /** Routes of other parts of the server, served only to signed-in staff. */
    guarded?: readonly Hono[];
    /** Makes the tokens of invitation and reset links. */
    tokens: LinkTokens;
    /** Wakes the outbox worker once an invitation's or a reset's mail is queued. */
    onMailQueued?: (() => void) | undefined;
    /** Where a job posting must carry its pay range (PAY_TRANSPARENCY). */
    payTransparency: readonly string[];
  };

export function staffRoutes(options: StaffApiOptions): Hono<StaffEnv> {
  const staff = new Hono<StaffEnv>();
  const guard = staffGuard(options);
  staff.use(staffApiPaths.prefix, guard);
  staff.use(`${staffApiPaths.prefix}/*`, guard);
  // What a role may open, checked once here for every route below, whoever wrote it.
  staff.use(staffApiPaths.activity, requireCapability('activity'));
  staff.use(staffApiPaths.reports, requireCapability('reports'));
  staff.use(`${staffApiPaths.reports}/*`, requireCapability('reports'));
  staff.use(staffApiPaths.accounts, requireCapability('accounts'));
  staff.use(`${staffApiPaths.accounts}/*`, requireCapability('accounts'));
  staff.use(staffApiPaths.invitations, requireCapability('accounts'));
  staff.use(staffApiPaths.invitationPattern, requireCapability('accounts'));
  staff.use(staffApiPaths.jobs, requireCapability('jobs'));
  staff.use(`${staffApiPaths.jobs}/*`, requireCapability('jobs'));
  staff.use(jobPageFailuresPath, requireCapability('jobs'));
  staff.use(staffApiPaths.submissionPattern, entryOfOwnKinds(options.database));
  staff.use(`${staffApiPaths.submissionPattern}/*`, entryOfOwnKinds(options.database));
  staff.route('/', sessionRoutes(options));
  staff.route('/', twoFactorRoutes(options));
  staff.route('/', submissionRoutes(options));
  staff.route('/', accountRoutes(options));
  staff.route('/', invitationRoutes(options));
  staff.route('/', jobRoutes(options));
  staff.route('/', accountLinkRoutes(options));
  for (const routes of options.guarded ?? []) staff.route('/', routes);
  // Unknown API paths answer JSON, not the site's 404 page (and only to a signed-in client).
  staff.all(`${staffApiPaths.prefix}/*`, (c) => c.json({ message: 'Not found.' }, 404));
  return staff;
}
