/**
 * Signing in and out, and a staff member's own sessions. A failed sign-in always gets the same
 * 401 and costs the same work (a password hash is checked even when the address has no
 * account), so the answer never tells whether an account exists. Every attempt is counted before
 * its password is checked (see policy/sign-in-throttle.ts), and only a few passwords are hashed at once.
 */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import Bowser from 'bowser';
import { staffApiPaths } from '@/config/staff-api';
import type { SignInAnswer, StaffSessionInfo, StaffSessionSummary } from '@/shared/staff/api-types';
import { clientAddress } from '../client-address';
import { jsonObjectOf } from '../input-controls';
import { recordAudit } from '../db/audit';
import {
  deleteSession,
  endOtherSessions,
  endSessionById,
  findStaff,
  listSessions,
  normaliseEmail,
  storedSessionId,
} from '../db/staff';
import { claimAttempt, clearAttempts, releaseAttempt } from '../db/throttle';
import { deviceCookie, type DeviceSigner } from './device-cookie';
import { clearSessionCookie, staffMessages, type GuardOptions, type StaffEnv } from './guard';
import { recoveryCodesLeft } from '../db/two-factor';
import { pendingSignInMs, twoFactorRequired } from '../policy/two-factor';
import { startSession, writePendingCookie } from './session-start';
import type { TwoFactorKeys } from './two-factor-keys';
import type { HashSlots } from './hash-slots';
import { dummyHash, maxPasswordLength, verifyPassword } from './passwords';
import { accountRule, clientRule, deviceRule, type ThrottleRule } from '../policy/sign-in-throttle';
import { can, kindsOf } from '../policy/staff-roles';
import { bodyLimit } from '../body-limit';

export interface SessionRouteOptions extends GuardOptions {
  /** Keyed hash (HMAC) of a client address, or of any text a throttle key is made from. */
  hashClient: (address: string) => string;
  /** Bounds the password hashes computed at once. */
  hashSlots: HashSlots;
  devices: DeviceSigner;
  twoFactorKeys: TwoFactorKeys;
  /** The company's time zone (COMPANY_TIME_ZONE): the days of the reports are its days. */
  timeZone: string;
  log: (line: string) => void;
}

interface Credentials {
  email: string;
  password: string;
}

async function readCredentials(c: Context): Promise<Credentials | undefined> {
  if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) return undefined;
  const body = await jsonObjectOf(c);
  if (body === undefined) return undefined;
  const { email, password } = body;
  if (typeof email !== 'string' || typeof password !== 'string') return undefined;
  if (email.trim() === '' || email.length > 254 || password === '') return undefined;
  if (password.length > maxPasswordLength * 4) return undefined;
  return { email: normaliseEmail(email), password };
}

/** "Chrome 131 on Windows", for a staff member telling their sessions apart. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]]
    .filter(Boolean)
    .join(' ');
  const os = parsed.os.name;
  if (!browser) return os ? `A browser on ${os}` : 'Unknown browser';
  return os ? `${browser} on ${os}` : browser;
}

function throttled(c: Context<StaffEnv>, waitMs: number, log: (line: string) => void) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  c.header('Retry-After', String(seconds));
  log(`request=${c.get('requestId')} staff sign-in outcome=throttled`);
  return c.json({ message: staffMessages.throttled(seconds) }, 429);
}

export function sessionRoutes(options: SessionRouteOptions): Hono<StaffEnv> {
  const { database, log, devices } = options;
  const app = new Hono<StaffEnv>();
  const line = (c: Context<StaffEnv>, text: string) => {
    log(`request=${c.get('requestId')} ${text}`);
  };

  app.post(
    staffApiPaths.session,
    bodyLimit({
      maxSize: 8 * 1024,
      onError: (c) => c.json({ message: staffMessages.malformedSignIn }, 413),
    }),
    async (c) => {
      const credentials = await readCredentials(c);
      if (!credentials) return c.json({ message: staffMessages.malformedSignIn }, 400);
      // Before anything is counted: a sign-in turned away for lack of a free slot costs nothing.
      const release = options.hashSlots.tryAcquire();
      if (!release) {
        c.header('Retry-After', '1');
        line(c, 'staff sign-in outcome=busy');
        return c.json({ message: staffMessages.busy }, 429);
      }
      try {
        const now = options.now();
        const clientHash = options.hashClient(clientAddress(c, options.proxy));
        const staff = await findStaff(database, credentials.email);
        const device = getCookie(c, deviceCookie);
        const knownDevice =
          staff !== undefined && device !== undefined && devices.staffIdOf(device) === staff.id;
        const keys: [string, ThrottleRule][] = knownDevice
          ? [[`device:${options.hashClient(`device:${device}`)}`, deviceRule]]
          : [
              [`account:${options.hashClient(`account:${credentials.email}`)}`, accountRule],
              [`client:${clientHash}`, clientRule],
            ];
        const claimed: string[] = [];
        for (const [key, rule] of keys) {
          const wait = await claimAttempt(database, key, rule, now);
          if (wait > 0) {
            // The keys claimed before this one did not get their attempt after all.
            for (const done of claimed) await releaseAttempt(database, done);
            return throttled(c, wait, log);
          }
          claimed.push(key);
        }

        const valid = await verifyPassword(
          credentials.password,
          staff?.password_hash ?? (await dummyHash()),
        );
        if (!staff || !valid) {
          await recordAudit(database, {
            action: 'sign-in-failed',
            // Only an account's own address, never text typed into the field.
            staffId: staff?.id ?? null,
            actor: staff?.email ?? 'unknown account',
            clientHash,
          });
          line(c, 'staff sign-in outcome=failure');
          return c.json({ message: staffMessages.badCredentials }, 401);
        }

        if (staff.disabled_at !== null) {
          // Said only to someone who knew the password, so it tells a stranger nothing.
          await recordAudit(database, {
            action: 'sign-in-failed',
            staffId: staff.id,
            actor: staff.email,
            detail: 'account disabled',
            clientHash,
          });
          line(c, 'staff sign-in outcome=disabled');
          return c.json({ message: staffMessages.accountDisabled, reason: 'disabled' }, 403);
        }
        for (const key of claimed) {
          if (key.startsWith('client:')) await releaseAttempt(database, key);
          else await clearAttempts(database, key);
        }
        if (staff.two_factor_at !== null && staff.two_factor_secret !== null) {
          // The password was right; the session waits for the code (server/staff/sign-in-code-route.ts).
          const pending = options.twoFactorKeys.issuePending(
            { staffId: staff.id, expiresAt: now + pendingSignInMs },
            staff.password_hash,
          );
          writePendingCookie(c, options, pending);
          line(c, 'staff sign-in outcome=code-needed');
          return c.json({ codeNeeded: true } satisfies SignInAnswer);
        }
        return await startSession(c, options, staff, clientHash);
      } finally {
        release();
      }
    },
  );

  app.get(staffApiPaths.session, async (c) => {
    const session = c.get('session');
    return c.json({
      email: session.email,
      role: session.role,
      access: {
        kinds: [...kindsOf(session.role)],
        activity: can(session.role, 'activity'),
        reports: can(session.role, 'reports'),
        accounts: can(session.role, 'accounts'),
        jobs: can(session.role, 'jobs'),
      },
      csrfToken: session.csrfToken,
      idleExpiresAt: new Date(session.idleExpiresAt).toISOString(),
      absoluteExpiresAt: new Date(session.absoluteExpiresAt).toISOString(),
      timeZone: options.timeZone,
      twoFactor: {
        on: session.twoFactorOn,
        required: twoFactorRequired(session.role, options.twoFactorRule),
        recoveryCodesLeft: session.twoFactorOn
          ? await recoveryCodesLeft(database, session.staffId)
          : 0,
      },
    } satisfies StaffSessionInfo);
  });

  app.delete(staffApiPaths.session, async (c) => {
    const session = c.get('session');
    await deleteSession(database, c.get('sessionToken'));
    clearSessionCookie(c, options);
    await recordAudit(database, {
      action: 'sign-out',
      staffId: session.staffId,
      actor: session.email,
      clientHash: options.hashClient(clientAddress(c, options.proxy)),
    });
    line(c, 'staff sign-out');
    return c.body(null, 204);
  });

  app.get(staffApiPaths.sessions, async (c) => {
    const session = c.get('session');
    const current = storedSessionId(c.get('sessionToken'));
    const sessions = await listSessions(database, session.staffId, options.now());
    return c.json(
      sessions.map((row): StaffSessionSummary => ({
        id: row.id,
        createdAt: new Date(row.createdAt).toISOString(),
        lastSeenAt: new Date(row.lastSeenAt).toISOString(),
        device: describeDevice(row.userAgent),
        current: row.id === current,
      })),
    );
  });

  /** Signs the account out everywhere but here. */
  app.delete(staffApiPaths.sessions, async (c) => {
    const session = c.get('session');
    const ended = await endOtherSessions(database, session.staffId, c.get('sessionToken'));
    await recordAudit(database, {
      action: 'sessions-ended',
      staffId: session.staffId,
      actor: session.email,
      detail: `${ended} other session${ended === 1 ? '' : 's'}`,
      clientHash: options.hashClient(clientAddress(c, options.proxy)),
    });
    return c.json({ ended });
  });

  app.delete(staffApiPaths.sessionPattern, async (c) => {
    const session = c.get('session');
    const id = c.req.param('id');
    if (id === storedSessionId(c.get('sessionToken'))) {
      return c.json({ message: staffMessages.endCurrentSession }, 400);
    }
    if (!(await endSessionById(database, session.staffId, id))) {
      return c.json({ message: staffMessages.noSuchSession }, 404);
    }
    await recordAudit(database, {
      action: 'sessions-ended',
      staffId: session.staffId,
      actor: session.email,
      detail: '1 other session',
      clientHash: options.hashClient(clientAddress(c, options.proxy)),
    });
    return c.body(null, 204);
  });

  return app;
}
