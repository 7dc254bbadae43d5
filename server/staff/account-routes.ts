/**
 * The admins' accounts API: every staff account, a change of role, disabling or enabling one, and
 * removing one. Only the accounts capability reaches these routes (routes.ts); the rule that an
 * admin who can sign in always remains is kept where the change is written (db/staff-admins.ts).
 * An admin cannot disable or remove their own account here: a slip would lock them out mid-task,
 * and another admin (or the command line) can do it deliberately.
 */
import { Hono, type Context } from 'hono';
import { staffApiPaths } from '@/config/staff-api';
import type { StaffAccountChange, StaffAccountSummary } from '@/shared/staff/accounts';
import { isStaffRole } from '@/shared/staff/roles';
import { recordAudit } from '../db/audit';
import { findStaffById, listStaff } from '../db/staff';
import {
  removeStaff,
  setStaffDisabled,
  setStaffRole,
  type AccountChange,
} from '../db/staff-admins';
import type { StaffUserRow } from '../db/schema';
import { turnOffForAccount } from '../db/two-factor';
import { bodyLimit } from '../body-limit';
import { jsonObjectOf } from '../input-controls';
import type { StaffEnv } from './guard';
import { positiveInteger } from './inbox-query';
import { actorOf } from './audit-actor';
import type { SubmissionRouteOptions } from './submission-routes';

export const accountMessages = {
  malformed:
    'Send one change: a role (admin, sales or recruiting), whether the account is enabled, or that two-factor sign-in is off.',
  notFound: 'There is no such account; it may have been removed.',
  lastAdmin:
    'This is the last admin who can sign in: make another account an admin first, so that someone can still manage the accounts.',
  yourself:
    'You cannot disable or remove your own account, or turn off its two-factor sign-in, here. Another admin can, or the command line; your own two-factor sign-in is on “Your account”.',
} as const;

type AccountRouteOptions = Pick<SubmissionRouteOptions, 'database' | 'proxy' | 'hashClient'> & {
  now: () => number;
};

function readChange(body: Record<string, unknown> | undefined): StaffAccountChange | undefined {
  if (!body || Object.keys(body).length !== 1) return undefined;
  if (typeof body.role === 'string' && isStaffRole(body.role)) return { role: body.role };
  if (typeof body.enabled === 'boolean') return { enabled: body.enabled };
  if (body.twoFactor === false) return { twoFactor: false };
  return undefined;
}

function summary(row: StaffUserRow, selfId: number): StaffAccountSummary {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    enabled: row.disabled_at === null,
    twoFactor: row.two_factor_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
    lastSignInAt: row.last_sign_in_at === null ? null : new Date(row.last_sign_in_at).toISOString(),
    you: row.id === selfId,
  };
}

function refused(c: Context<StaffEnv>, change: AccountChange & { ok: false }) {
  return change.reason === 'last-admin'
    ? c.json({ message: accountMessages.lastAdmin }, 409)
    : c.json({ message: accountMessages.notFound }, 404);
}

export function accountRoutes(options: AccountRouteOptions): Hono<StaffEnv> {
  const { database } = options;
  const app = new Hono<StaffEnv>();

  /** The account as it is after a change, or 404 when it went meanwhile. */
  const answerWith = async (c: Context<StaffEnv>, id: number, selfId: number) => {
    const row = await findStaffById(database, id);
    return row ? c.json(summary(row, selfId)) : c.json({ message: accountMessages.notFound }, 404);
  };

  app.get(staffApiPaths.accounts, async (c) => {
    const self = c.get('session').staffId;
    return c.json((await listStaff(database)).map((row) => summary(row, self)));
  });

  app.patch(
    staffApiPaths.accountPattern,
    bodyLimit({
      maxSize: 1024,
      onError: (c) => c.json({ message: accountMessages.malformed }, 413),
    }),
    async (c) => {
      const id = positiveInteger(c.req.param('id'));
      const change = readChange(await jsonObjectOf(c));
      if (!change) return c.json({ message: accountMessages.malformed }, 400);
      if (id === undefined) return c.json({ message: accountMessages.notFound }, 404);
      const actor = actorOf(c, options);
      if (!('role' in change) && id === actor.staffId) {
        return c.json({ message: accountMessages.yourself }, 409);
      }
      const key = { id };
      if ('twoFactor' in change) {
        const email = (await findStaffById(database, id))?.email;
        const off =
          email === undefined ? 'no-such-account' : await turnOffForAccount(database, email);
        if (off === 'no-such-account') return c.json({ message: accountMessages.notFound }, 404);
        if (off === 'turned-off') {
          await recordAudit(database, { ...actor, action: 'two-factor-off', detail: email ?? '' });
        }
        return answerWith(c, id, actor.staffId);
      }
      const result =
        'role' in change
          ? await setStaffRole(database, key, change.role)
          : await setStaffDisabled(database, key, !change.enabled, options.now());
      if (!result.ok) return refused(c, result);
      if (result.changed && 'role' in change) {
        await recordAudit(database, {
          ...actor,
          action: 'role-changed',
          detail: `${result.email}: ${result.role} -> ${change.role}`,
        });
      } else if (result.changed && 'enabled' in change) {
        await recordAudit(database, {
          ...actor,
          action: change.enabled ? 'account-enabled' : 'account-disabled',
          detail: result.email,
        });
      }
      return answerWith(c, id, actor.staffId);
    },
  );

  app.delete(staffApiPaths.accountPattern, async (c) => {
    const id = positiveInteger(c.req.param('id'));
    if (id === undefined) return c.json({ message: accountMessages.notFound }, 404);
    const actor = actorOf(c, options);
    if (id === actor.staffId) return c.json({ message: accountMessages.yourself }, 409);
    const result = await removeStaff(database, { id });
    if (!result.ok) return refused(c, result);
    await recordAudit(database, { ...actor, action: 'account-removed', detail: result.email });
    return c.body(null, 204);
  });

  return app;
}
