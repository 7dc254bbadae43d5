/**
 * The role rules (policy/staff-roles.ts) where the staff routes are composed. A page a role does
 * not include answers 403 with a message the staff pages show. An entry of a kind the role does
 * not see answers 404, exactly as an entry that does not exist: a sales account learns nothing,
 * not even that an application with that number is there. Lists, searches, the count of new
 * entries and exports are narrowed to the role's kinds by the routes themselves (inboxScope).
 */
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/connection';
import { kindOfSubmission } from '../db/submissions';
import { can, seesKind, type StaffCapability } from '../policy/staff-roles';
import { staffMessages, type StaffEnv } from './guard';
import { positiveInteger } from './inbox-query';

export function requireCapability(capability: StaffCapability): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    if (!can(c.get('session').role, capability)) {
      return c.json({ message: staffMessages.notForYourRole, reason: 'role' }, 403);
    }
    return next();
  };
}

/** Lets a request about one entry through only when the role sees the entry's kind. */
export function entryOfOwnKinds(database: Database): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const id = positiveInteger(c.req.param('id') ?? '');
    // Without a valid number the route itself answers, as it always has.
    if (id === undefined) return next();
    const kind = await kindOfSubmission(database, id);
    if (kind !== undefined && !seesKind(c.get('session').role, kind)) {
      return c.json({ message: staffMessages.notFound }, 404);
    }
    return next();
  };
}
