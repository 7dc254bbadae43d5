/**
 * Invitations, for admins (the routes composer checks the 'accounts' capability): send one to an
 * address, list those waiting, withdraw one. The invitation and its e-mail's outbox job are
 * written together; the worker sends the mail with its retries like every other.
 */
import { Hono, type Context } from 'hono';
import { staffApiPaths } from '@/config/staff-api';
import {
  invitationValidMs,
  isStaffAddress,
  type InvitationSummary,
} from '@/shared/staff/account-links';
import { isStaffRole } from '@/shared/staff/roles';
import { bodyLimit } from '../body-limit';
import { clientAddress } from '../client-address';
import { jsonObjectOf } from '../input-controls';
import {
  createInvitation,
  listInvitations,
  withdrawInvitation,
  type AccountLinkRow,
} from '../db/account-links';
import { recordAudit } from '../db/audit';
import { normaliseEmail } from '../db/staff';
import type { StaffEnv } from './guard';
import { positiveInteger } from './inbox-query';
import { tokenHash } from './link-tokens';
import type { AccountLinkRouteOptions } from './account-link-routes';

export const invitationMessages = {
  badInput: 'Enter the colleague’s e-mail address and choose their role.',
  badAddress: 'Enter a plain e-mail address, such as name@company.com.',
  accountExists: 'This address has a staff account already.',
  invitedAlready:
    'This address has an invitation waiting already. Withdraw it first to send a new one.',
  noSuchInvitation: 'There is no such invitation waiting; it may have been accepted or withdrawn.',
} as const;

export function invitationSummary(row: AccountLinkRow): InvitationSummary {
  return {
    id: row.id,
    email: row.email,
    role: row.role ?? 'sales',
    invitedBy: row.created_by_email ?? '',
    invitedAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

export function invitationRoutes(options: AccountLinkRouteOptions): Hono<StaffEnv> {
  const { database, tokens } = options;
  const app = new Hono<StaffEnv>();
  const clientHash = (c: Context<StaffEnv>) => options.hashClient(clientAddress(c, options.proxy));

  app.get(staffApiPaths.invitations, async (c) => {
    const rows = await listInvitations(database, options.now());
    return c.json(rows.map(invitationSummary));
  });

  app.post(
    staffApiPaths.invitations,
    bodyLimit({
      maxSize: 8 * 1024,
      onError: (c) => c.json({ message: invitationMessages.badInput }, 413),
    }),
    async (c) => {
      const body = await jsonObjectOf(c);
      const { email, role } = body ?? {};
      if (typeof email !== 'string' || typeof role !== 'string' || !isStaffRole(role)) {
        return c.json({ message: invitationMessages.badInput }, 400);
      }
      const address = normaliseEmail(email);
      if (!isStaffAddress(address)) return c.json({ message: invitationMessages.badAddress }, 400);
      const session = c.get('session');
      const now = options.now();
      const seed = tokens.newSeed();
      const outcome = await createInvitation(
        database,
        {
          email: address,
          role,
          createdBy: { id: session.staffId, email: session.email },
          seed,
          tokenHash: tokenHash(tokens.tokenOf(seed)),
          at: now,
          validMs: invitationValidMs,
        },
        (trx) =>
          recordAudit(
            trx,
            {
              action: 'invitation-sent',
              staffId: session.staffId,
              actor: session.email,
              detail: `${address} as ${role}`,
              clientHash: clientHash(c),
            },
            now,
          ),
      );
      if (outcome === 'account-exists') {
        return c.json({ message: invitationMessages.accountExists }, 409);
      }
      if (outcome === 'invited-already') {
        return c.json({ message: invitationMessages.invitedAlready }, 409);
      }
      options.onMailQueued?.();
      return c.json(invitationSummary(outcome), 201);
    },
  );

  app.delete(staffApiPaths.invitationPattern, async (c) => {
    const id = positiveInteger(c.req.param('id'));
    const now = options.now();
    const row = id === undefined ? undefined : await withdrawInvitation(database, id, now);
    if (!row) return c.json({ message: invitationMessages.noSuchInvitation }, 404);
    const session = c.get('session');
    await recordAudit(
      database,
      {
        action: 'invitation-withdrawn',
        staffId: session.staffId,
        actor: session.email,
        detail: row.email,
        clientHash: clientHash(c),
      },
      now,
    );
    return c.body(null, 204);
  });

  return app;
}
