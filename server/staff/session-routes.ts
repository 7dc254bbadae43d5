/**
 * Signing in and out. A failed sign-in always gets the same 401 and costs the same work (a
 * password hash is checked even when the address has no account), so the answer never tells
 * whether an account exists. Failures are throttled per account and per client address.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { staffApiPaths } from '@/config/staff-api';
import { clientAddress } from '../client';
import {
  clearSessionCookie,
  staffMessages,
  writeSessionCookie,
  type GuardOptions,
  type StaffEnv,
} from './guard';
import { createSession, deleteSession, findStaff, normaliseEmail } from '../db/staff';
import { clearFailures, recordFailure, throttleStates } from '../db/throttle';
import { dummyHash, maxPasswordLength, verifyPassword } from './passwords';
import { accountRule, clientRule, waitMs } from './throttle-policy';

export interface SessionRouteOptions extends GuardOptions {
  hashClient: (address: string) => string;
  log: (line: string) => void;
}

interface Credentials {
  email: string;
  password: string;
}

async function readCredentials(c: Context): Promise<Credentials | undefined> {
  if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) return undefined;
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const { email, password } = body as Record<string, unknown>;
  if (typeof email !== 'string' || typeof password !== 'string') return undefined;
  if (email.trim() === '' || email.length > 254 || password === '') return undefined;
  if (password.length > maxPasswordLength * 4) return undefined;
  return { email: normaliseEmail(email), password };
}

export function sessionRoutes(options: SessionRouteOptions): Hono<StaffEnv> {
  const { database, log } = options;
  const app = new Hono<StaffEnv>();

  app.post(
    staffApiPaths.session,
    bodyLimit({
      maxSize: 8 * 1024,
      onError: (c) => c.json({ message: staffMessages.malformedSignIn }, 413),
    }),
    async (c) => {
      const credentials = await readCredentials(c);
      if (!credentials) return c.json({ message: staffMessages.malformedSignIn }, 400);
      const now = options.now();
      const accountKey = `account:${credentials.email}`;
      const clientKey = `client:${options.hashClient(clientAddress(c, options.trustProxy))}`;

      const states = await throttleStates(database, [accountKey, clientKey]);
      const wait = Math.max(
        waitMs(states.get(accountKey), accountRule, now),
        waitMs(states.get(clientKey), clientRule, now),
      );
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        c.header('Retry-After', String(seconds));
        log('staff sign-in outcome=throttled');
        return c.json({ message: staffMessages.throttled(seconds) }, 429);
      }

      const staff = await findStaff(database, credentials.email);
      const valid = await verifyPassword(
        credentials.password,
        staff?.password_hash ?? (await dummyHash()),
      );
      if (!staff || !valid) {
        await recordFailure(database, accountKey, accountRule, now);
        await recordFailure(database, clientKey, clientRule, now);
        log('staff sign-in outcome=failure');
        return c.json({ message: staffMessages.badCredentials }, 401);
      }

      await clearFailures(database, accountKey);
      const session = await createSession(database, staff.id, now);
      writeSessionCookie(c, options, session.token);
      log('staff sign-in outcome=success');
      return c.body(null, 204);
    },
  );

  app.get(staffApiPaths.session, (c) => {
    const session = c.get('session');
    return c.json({
      email: session.email,
      csrfToken: session.csrfToken,
      idleExpiresAt: new Date(session.idleExpiresAt).toISOString(),
      absoluteExpiresAt: new Date(session.absoluteExpiresAt).toISOString(),
    });
  });

  app.delete(staffApiPaths.session, async (c) => {
    await deleteSession(database, c.get('sessionToken'));
    clearSessionCookie(c, options);
    log('staff sign-out');
    return c.body(null, 204);
  });
  return app;
}
