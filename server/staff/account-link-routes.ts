/**
 * The ways into the staff area without a password, all without a session (the guard lets these
 * POSTs through, after its Origin check): asking for a reset link, reading what a link is for,
 * and choosing a password with it. An accepted invitation signs the new colleague in at once;
 * a reset ends every session of the account and sends its owner to sign in, where two-factor
 * sign-in (when the account has it) still applies.
 *
 * Asking for a reset answers the same whether or not the address has an account, and sends no
 * mail itself: the link's job is queued and the worker sends it, so the answer takes about the
 * same time either way. Requests are limited per address and per client (policy/password-resets.ts).
 */
import { Hono, type Context } from 'hono';
import type { Transaction } from 'kysely';
import { staffApiPaths } from '@/config/staff-api';
import {
  isStaffAddress,
  resetValidMs,
  type AccountLinkDone,
  type AccountLinkInfo,
} from '@/shared/staff/account-links';
import { bodyLimit } from '../body-limit';
import { clientAddress } from '../client-address';
import { jsonObjectOf } from '../input-controls';
import {
  acceptInvitation,
  createAccountLink,
  findLinkByTokenHash,
  isLive,
  resetWithLink,
  withdrawResets,
  type AccountLinkRow,
} from '../db/account-links';
import { recordAudit } from '../db/audit';
import type { Tables } from '../db/schema';
import { sharedRateLimit } from '../db/rate-limit';
import { createSession, findStaff, normaliseEmail } from '../db/staff';
import { clearAttempts } from '../db/throttle';
import { resetWindowMs, resetsPerAddress, resetsPerClient } from '../policy/password-resets';
import { writeSessionCookie, type GuardOptions, type StaffEnv } from './guard';
import type { HashSlots } from './hash-slots';
import { isTokenShaped, tokenHash, type LinkTokens } from './link-tokens';
import { hashPassword, maxPasswordLength } from './passwords';

export interface AccountLinkRouteOptions extends GuardOptions {
  hashClient: (address: string) => string;
  hashSlots: HashSlots;
  tokens: LinkTokens;
  /** Wakes the outbox worker once a link's mail is queued. */
  onMailQueued?: (() => void) | undefined;
  log: (line: string) => void;
}

export const accountLinkMessages = {
  enterAddress: 'Enter the e-mail address of your staff account.',
  resetQueued:
    'If a staff account has this address, a link to set a new password is on its way to it. The link works for one hour.',
  tooMany: (minutes: number) =>
    `Too many requests for a new password. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  unusable: 'The link is not complete, has expired, or was used or withdrawn already.',
  enterPassword: 'Choose a password.',
  tooLong: `The password can be at most ${maxPasswordLength.toLocaleString('en-US')} characters long.`,
  accountExists: 'This address has a staff account already: sign in with it.',
  busy: 'Many passwords are being set at once. Try again in a second.',
} as const;

/** The answer to a link that opens nothing, whatever the reason: the page offers a way on. */
function unusable(c: Context<StaffEnv>) {
  return c.json({ message: accountLinkMessages.unusable, reason: 'unusable' }, 404);
}

async function liveLinkOf(
  options: AccountLinkRouteOptions,
  token: unknown,
): Promise<AccountLinkRow | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const row = await findLinkByTokenHash(options.database, tokenHash(token));
  return row && isLive(row, options.now()) ? row : undefined;
}

export function accountLinkRoutes(options: AccountLinkRouteOptions): Hono<StaffEnv> {
  const { database, tokens } = options;
  const app = new Hono<StaffEnv>();
  const limits = (max: number) =>
    sharedRateLimit(database, {
      max,
      windowMs: resetWindowMs,
      now: options.now,
      // The confirmations' table keeps its windows a day; the rate limits' are swept sooner.
      table: 'confirmation_caps',
    });
  const perAddress = limits(resetsPerAddress);
  const perClient = limits(resetsPerClient);
  // Room for the longest password the policy takes, in any script, and a token; no more.
  const small = (message: string) =>
    bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.json({ message }, 413) });

  app.post(staffApiPaths.passwordResets, small(accountLinkMessages.enterAddress), async (c) => {
    const { email } = (await jsonObjectOf(c)) ?? {};
    const address = typeof email === 'string' ? normaliseEmail(email) : '';
    if (!isStaffAddress(address)) {
      return c.json({ message: accountLinkMessages.enterAddress }, 400);
    }
    const clientHash = options.hashClient(clientAddress(c, options.proxy));
    const decisions = [
      await perClient.hit(`password-reset:client:${clientHash}`),
      await perAddress.hit(`password-reset:address:${options.hashClient(`reset:${address}`)}`),
    ];
    for (const decision of decisions) {
      if (decision.allowed) continue;
      c.header('Retry-After', String(decision.retryAfterSeconds));
      const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
      return c.json({ message: accountLinkMessages.tooMany(minutes) }, 429);
    }
    const now = options.now();
    const found = await findStaff(database, address);
    // A disabled account gets no link (the answer is the same): only an admin lets it back.
    const staff = found?.disabled_at === null ? found : undefined;
    if (found && !staff) {
      await recordAudit(
        database,
        {
          action: 'password-reset-requested',
          staffId: found.id,
          actor: found.email,
          detail: 'account disabled: no link sent',
          clientHash,
        },
        now,
      );
    } else if (staff) {
      await database.db.transaction().execute(async (trx) => {
        await withdrawResets(trx, staff.id, now);
        const seed = tokens.newSeed();
        await createAccountLink(trx, {
          purpose: 'reset',
          email: staff.email,
          role: null,
          staffId: staff.id,
          createdBy: null,
          seed,
          tokenHash: tokenHash(tokens.tokenOf(seed)),
          at: now,
          validMs: resetValidMs,
        });
        await recordAudit(
          trx,
          { action: 'password-reset-requested', staffId: staff.id, actor: staff.email, clientHash },
          now,
        );
      });
      options.onMailQueued?.();
    } else {
      // The request is kept in the history, but not the address typed: it names no account.
      await recordAudit(
        database,
        { action: 'password-reset-requested', staffId: null, actor: 'unknown account', clientHash },
        now,
      );
    }
    return c.json({ message: accountLinkMessages.resetQueued }, 202);
  });

  app.post(staffApiPaths.accountLink, small(accountLinkMessages.unusable), async (c) => {
    const { token } = (await jsonObjectOf(c)) ?? {};
    const row = await liveLinkOf(options, token);
    if (!row) return unusable(c);
    return c.json({
      purpose: row.purpose,
      email: row.email,
      role: row.role,
      invitedBy: row.purpose === 'invite' ? (row.created_by_email ?? '') : null,
      expiresAt: new Date(row.expires_at).toISOString(),
    } satisfies AccountLinkInfo);
  });

  app.post(staffApiPaths.accountLinkPassword, small(accountLinkMessages.tooLong), async (c) => {
    const { token, password } = (await jsonObjectOf(c)) ?? {};
    if (typeof password !== 'string' || password === '') {
      return c.json({ message: accountLinkMessages.enterPassword, reason: 'password' }, 400);
    }
    const row = await liveLinkOf(options, token);
    if (!row) return unusable(c);
    // Loaded on first use only: its dictionaries are large, and most servers never need them.
    const { passwordProblem } = await import('./password-policy');
    // The body limit keeps the password short enough for the check to be quick.
    const problem = passwordProblem(password, row.email);
    if (problem !== undefined) return c.json({ message: problem, reason: 'password' }, 400);
    const release = options.hashSlots.tryAcquire();
    if (!release) {
      c.header('Retry-After', '1');
      return c.json({ message: accountLinkMessages.busy }, 429);
    }
    let passwordHash: string;
    try {
      passwordHash = await hashPassword(password);
    } finally {
      release();
    }
    const now = options.now();
    const clientHash = options.hashClient(clientAddress(c, options.proxy));
    const record =
      (action: 'invitation-accepted' | 'password-reset', detail: string) =>
      (trx: Transaction<Tables>, staffId: number) =>
        recordAudit(trx, { action, staffId, actor: row.email, detail, clientHash }, now);
    if (row.purpose === 'invite') {
      const outcome = await acceptInvitation(database, {
        link: row,
        passwordHash,
        now,
        record: record('invitation-accepted', `as ${row.role ?? ''}`),
      });
      if (!outcome.done && outcome.reason === 'account-exists') {
        return c.json({ message: accountLinkMessages.accountExists, reason: 'unusable' }, 409);
      }
      if (!outcome.done) return unusable(c);
      const session = await createSession(
        database,
        outcome.staffId,
        now,
        c.req.header('User-Agent') ?? null,
      );
      writeSessionCookie(c, options, session.token);
      options.log(`request=${c.get('requestId')} staff invitation accepted`);
      return c.json(
        { purpose: 'invite', email: row.email, signedIn: true } satisfies AccountLinkDone,
        201,
      );
    }
    const outcome = await resetWithLink(database, {
      link: row,
      passwordHash,
      now,
      record: record('password-reset', ''),
    });
    if (!outcome.done) return unusable(c);
    // Earlier failed sign-ins no longer hold the owner back from signing in with the new password.
    await clearAttempts(database, `account:${options.hashClient(`account:${row.email}`)}`);
    options.log(`request=${c.get('requestId')} staff password reset`);
    return c.json({
      purpose: 'reset',
      email: row.email,
      signedIn: false,
    } satisfies AccountLinkDone);
  });

  return app;
}
